import { siteConfig } from '~/data/site';
import { legalPageMeta as pageMeta } from '../page-meta';
import type { LegalDocument } from './types';

const { name, email } = siteConfig;

/** /privacy-policy: the seven sections of SPEC §2, in order. */
export const privacyPolicy = {
  meta: pageMeta.privacyPolicy,
  eyebrow: 'Legal',
  summary: `This policy explains what personal information ${name} collects through this website and in the course of client work, why we collect it, who we share it with and the choices you have.`,
  lastUpdated: { iso: '2025-03-01', label: '1 March 2025' },
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We collect only the information you choose to give us and the minimum technical data needed to deliver this website. Browsing the site does not require you to create an account or share any personal details.',
        },
        {
          kind: 'list',
          items: [
            'Enquiry details: the name, e-mail address, phone number and message you enter in our contact form.',
            'Correspondence: anything you send us by e-mail or tell us by phone, including project briefs and attachments.',
            'Client information: billing contacts, company details and the access credentials you give us so we can work on your website, hosting or marketing accounts.',
            'Technical data: your IP address, browser type and the page requested, recorded briefly in our hosting provider’s server logs to keep the site secure and running.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not knowingly collect information from children under 16, and we never ask for sensitive information such as health, financial account or government identity details through this website.',
        },
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How We Use Your Information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use personal information only for the purposes below, each based on your consent, the steps needed to enter into or perform a contract with you, or our legitimate interest in running a secure business.',
        },
        {
          kind: 'list',
          items: [
            'To reply to your enquiry, prepare proposals and quotes, and schedule consultations.',
            'To deliver the services you commission, including design, development, marketing, hosting and support.',
            'To send invoices, service notices and important updates about your account or project.',
            'To protect this website and our systems against abuse, fraud and security threats.',
            'To meet our legal, tax and accounting obligations.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not sell your information, use it for automated decision-making, or add you to a marketing list unless you explicitly ask to receive our newsletter. You can unsubscribe from any newsletter with one click.',
        },
      ],
    },
    {
      id: 'information-sharing',
      title: 'How We Share Information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We share personal information only with service providers that help us run our business, under written agreements that limit their use of it to the work they do for us:',
        },
        {
          kind: 'list',
          items: [
            'EmailJS, which delivers messages submitted through our contact form to our inbox. It receives the form fields you enter and processes them on our behalf.',
            'Our e-mail and document storage provider, where enquiries and project files are kept.',
            'Hosting and infrastructure providers such as AWS, Google Cloud and Cloudflare, when we host or deploy work for you.',
            'Our accountants and professional advisers, when needed for invoicing, audits or legal advice.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may also disclose information when the law requires it, to protect our rights or the safety of others, or to a buyer of our business, who would be bound by this policy. Because we have offices in India and the USA, your information may be processed in either country, always with the safeguards described here.',
        },
      ],
    },
    {
      id: 'data-security',
      title: 'Data Security',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We protect the information we hold with technical and organizational measures appropriate to its sensitivity:',
        },
        {
          kind: 'list',
          items: [
            'This website is served only over HTTPS, and the contact form sends your message over an encrypted connection.',
            'Client credentials are kept in an encrypted password manager and shared only with the team members working on your project.',
            'Staff accounts use multi-factor authentication, and access is removed as soon as it is no longer needed.',
            'Enquiries that do not become projects are deleted after 24 months; client records are kept for the period tax law requires, then deleted.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'No method of transmission or storage is completely secure. If we become aware of a breach that affects your information, we will notify you and the relevant authorities without undue delay.',
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This website sets no cookies of its own and runs no analytics, advertising or social media tracking scripts. Our fonts and images are served from our own domain, so visiting a page does not share your visit with third parties.',
        },
        {
          kind: 'paragraph',
          text: 'While you fill in the contact form, your browser keeps what you have typed (your name, e-mail address, phone number and message) in its session storage for that tab only, on your own device, until you close the tab or your message is sent.',
        },
        {
          kind: 'paragraph',
          text: 'Two features connect to other services. When you send the contact form, your browser contacts EmailJS to deliver the message. The contact page offers a map from OpenStreetMap that loads only when you choose to show it; when it loads, OpenStreetMap receives your IP address and may set a strictly necessary cookie under its own privacy policy. You can block or delete cookies at any time in your browser settings without affecting how this site works.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We review this policy at least once a year and whenever we change how we handle personal information. The date at the top of this page shows when it was last updated. If a change materially affects how we use information we already hold about you, we will tell you by e-mail before it takes effect.',
        },
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      blocks: [
        {
          kind: 'paragraph',
          text: `To ask a question about this policy, or to access, correct, export or delete the personal information we hold about you, e-mail ${email} or write to either of our offices. We reply to privacy requests within 30 days.`,
        },
        { kind: 'contact-details' },
      ],
    },
  ],
} as const satisfies LegalDocument;
