import type { ReactNode } from 'react';
import { ContactDetails } from '~/components/contact/contact-details';
import { FaqList } from '~/components/contact/faq-list';
import { OfficeMap } from '~/components/contact/office-map';
import { WhyReachOut } from '~/components/contact/why-reach-out';
import { PageHero } from '~/components/sections/page-hero';
import { Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';
import { enquiryMailWords } from '~/components/contact/send-fallback';
import { StalledSend } from '~/components/contact/stalled-send';
import { buildTarget, emailjsConfig } from '~/config/site';
import type { ContactPage as ContactCopy } from '~/content/schemas/pages';
import type { Business } from '~/content/schemas/site';
import { holdEarlySubmitScript } from '~/lib/enquiry/early-submit-script';
import { enquiryFormCopy, islandWords } from '~/components/contact/enquiry-copy';
import { fill } from '~/lib/fill';

export interface ContactPageProps {
  /** The page's copy: src/content/pages/contact.yaml. */
  copy: ContactCopy;
  /** The agency's e-mail, phones and offices (business.yaml). */
  business: Business;
  /** The enquiry form, hydrated in the browser: src/pages/contact.astro passes it as an island. */
  children: ReactNode;
}

/** /contact: the enquiry form beside every way to reach the agency, then reasons to write and an FAQ. */
export function ContactPage({ copy, business, children: form }: ContactPageProps) {
  const { hero: contactHero, form: contactFormWords, details, map, whyReachOut, faq } = copy;
  // The server renders these parts of the form; the island builds the same copy from its words.
  const enquiryForm = enquiryFormCopy(islandWords(contactFormWords));
  const directContact = { email: business.email, phones: business.phones };
  const mappedOffice =
    business.addresses.find((address) => address.country === map.country) ?? business.addresses[0]!;
  const stalledSendId = `${enquiryForm.id}-stalled`;
  const earlySubmitScript = holdEarlySubmitScript({
    formId: enquiryForm.id,
    stalledId: stalledSendId,
    mail: {
      to: business.email,
      subject: enquiryForm.formTitle,
      words: enquiryMailWords(enquiryForm),
    },
  });
  const formHeadingId = `${enquiryForm.id}-heading`;
  return (
    <>
      <PageHero
        compact
        eyebrow={contactHero.eyebrow}
        title={contactHero.title}
        text={contactHero.text}
      />
      <div className="bg-slate-50 px-4 py-8 sm:px-6 sm:py-12 lg:px-8 lg:py-14">
        <div className="mx-auto grid max-w-7xl items-start gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10">
          <section
            aria-labelledby={formHeadingId}
            className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-slate-900/5 ring-slate-200 sm:p-10"
          >
            <h2 id={formHeadingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {contactFormWords.title}
            </h2>
            {/* On a phone the hero is short and this is the first screen's largest text: the
                speed guard weighs the page down to it (integrations/first-paint-budget.mjs). */}
            <p data-first-screen-ends="" className="mt-3 mb-8 leading-7 text-slate-600">
              {contactFormWords.intro}
            </p>
            {form}
            <StalledSend id={stalledSendId} contact={directContact} copy={enquiryForm} />
            {buildTarget === 'preview' && (
              <div className="mt-8 rounded-xl bg-amber-50 p-4 text-sm leading-6 text-amber-950 ring-1 ring-amber-200">
                <p className="font-semibold">{contactFormWords.previewNotice.title}</p>
                <p>{fill(contactFormWords.previewNotice.text, { inbox: emailjsConfig.origin })}</p>
              </div>
            )}
            {/* Runs as the page is parsed: holds a submit made before the island is live. */}
            <script dangerouslySetInnerHTML={{ __html: earlySubmitScript }} />
          </section>
          <ContactDetails copy={details} business={business}>
            <OfficeMap address={mappedOffice} words={map} />
          </ContactDetails>
        </div>
      </div>
      <WhyReachOut {...whyReachOut} />
      <Section id={faq.id} tone="tint" labelledBy={`${faq.id}-heading`}>
        <SectionHeading
          id={`${faq.id}-heading`}
          eyebrow={faq.eyebrow}
          title={faq.title}
          intro={faq.intro}
        />
        <div className="mx-auto mt-12 max-w-3xl">
          <FaqList items={faq.items} />
        </div>
      </Section>
    </>
  );
}
