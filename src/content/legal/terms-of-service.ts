import { siteConfig } from '~/data/site';
import { legalPageMeta as pageMeta } from '../page-meta';
import type { LegalDocument } from './types';

const { name } = siteConfig;

/** /terms-of-service: the eight sections of SPEC §2, in order. */
export const termsOfService = {
  meta: pageMeta.termsOfService,
  eyebrow: 'Legal',
  summary: `These terms govern your use of the ${name} website and of the design, development, marketing and hosting services we provide. Please read them carefully before you use the site or engage us.`,
  lastUpdated: { iso: '2025-03-01', label: '1 March 2025' },
  sections: [
    {
      id: 'acceptance-of-terms',
      title: 'Acceptance of Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: `By using this website or engaging ${name} (“we”, “us”), you agree to these terms and to our Privacy Policy. If you use our services on behalf of a company, you confirm that you are authorized to accept these terms for it.`,
        },
        {
          kind: 'paragraph',
          text: 'Each project is also governed by its own proposal or statement of work. Where that document and these terms disagree, the signed proposal or statement of work takes precedence for that project.',
        },
      ],
    },
    {
      id: 'use-of-services',
      title: 'Use of Services',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You may use this website and our services only for lawful business purposes. In particular, you agree not to:',
        },
        {
          kind: 'list',
          items: [
            'host, send or promote unlawful, infringing, deceptive or harmful content, including spam and malware;',
            'send marketing e-mail through campaigns we manage to anyone who has not consented to receive it;',
            'attempt to probe, overload or gain unauthorized access to this website, our hosting servers or other customers’ accounts;',
            'use hosting resources in a way that degrades service for other customers, such as crypto-mining or open mail relays.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Quotes, timelines and prices on this website are indicative starting points. Fees, deliverables and payment terms for your project are confirmed in writing before work begins, and hosting plans renew each month until cancelled.',
        },
      ],
    },
    {
      id: 'account-responsibility',
      title: 'Account Responsibility',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Where we create hosting, domain, analytics or e-mail platform accounts for you, or you give us access to yours, you are responsible for:',
        },
        {
          kind: 'list',
          items: [
            'keeping your passwords confidential and turning on multi-factor authentication where it is offered;',
            'giving us accurate contact and billing details and keeping them up to date;',
            'all activity that takes place under your accounts, and telling us at once if you suspect unauthorized use;',
            'keeping domain registrations in your name and renewing them on time unless we manage renewals for you.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The content of this website, including its text, graphics, logos and code, belongs to us or our licensors and may not be copied or reused without written permission.',
        },
        {
          kind: 'paragraph',
          text: 'When you have paid in full for a project, you own the final designs, code and content we created specifically for you. We keep ownership of our pre-existing tools, libraries and know-how and grant you a permanent license to use them as part of your deliverables. Open-source components remain under their own licenses. Unless you ask us not to, we may show completed work in our portfolio.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We deliver our services with reasonable skill and care, and our hosting plans are backed by the 99.9% uptime guarantee described on our hosting page. Apart from that guarantee, the website and services are provided “as is”, and we do not promise specific search rankings, traffic or sales results.',
        },
        {
          kind: 'paragraph',
          text: 'To the extent the law allows, we are not liable for indirect or consequential losses such as lost profits, revenue or data, and our total liability for any claim is limited to the fees you paid us for the affected service in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by law.',
        },
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You may end a monthly service such as hosting, SEO or email marketing at any time with 30 days’ written notice. Project work may be ended by either party in writing, and you pay for the work completed up to that date.',
        },
        {
          kind: 'paragraph',
          text: 'We may suspend or end services immediately if you seriously breach these terms, for example by sending spam or hosting unlawful content, or if invoices remain unpaid 30 days after a reminder. After termination we will give you a copy of your website files, databases and content on request for 30 days, after which backups are deleted.',
        },
      ],
    },
    {
      id: 'changes-to-terms',
      title: 'Changes to These Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these terms as our services or the law change. The date at the top of this page shows the current version. For active clients, we will e-mail notice of material changes at least 30 days before they take effect; continuing to use our services after that date means you accept the updated terms.',
        },
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you have a question about these terms or a concern about our services, please get in touch. We reply within 24 hours on business days.',
        },
        { kind: 'contact-details' },
      ],
    },
  ],
} as const satisfies LegalDocument;
