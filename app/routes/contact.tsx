import { ContactDetails } from '~/components/contact/contact-details';
import { EnquiryForm } from '~/components/contact/enquiry-form';
import { FaqList } from '~/components/contact/faq-list';
import { OfficeMap } from '~/components/contact/office-map';
import { WhyReachOut } from '~/components/contact/why-reach-out';
import { PageHero } from '~/components/sections/page-hero';
import { Section } from '~/components/ui/section';
import { SectionHeading } from '~/components/ui/section-heading';
import { siteConfig } from '~/config/site';
import { contactFaq, contactHero, enquiryForm, officeMap, whyReachOut } from '~/content/contact';
import { pageMeta } from '~/content/page-meta';
import { seo } from '~/lib/seo';
import { breadcrumbJsonLd, faqPageJsonLd } from '~/lib/structured-data';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = () =>
  seo({
    ...pageMeta.contact,
    jsonLd: [
      faqPageJsonLd(contactFaq.items),
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Contact', path: pageMeta.contact.path },
      ]),
    ],
  });

const mappedOffice =
  siteConfig.addresses.find((address) => address.country === officeMap.country) ??
  siteConfig.addresses[0];

/** /contact: the enquiry form beside every way to reach the agency, then reasons to write and an FAQ. */
export default function ContactPage() {
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
              {enquiryForm.title}
            </h2>
            <p className="mt-3 mb-8 leading-7 text-slate-600">{enquiryForm.intro}</p>
            {/* The one part of the site that runs React in the browser (islands/enquiry-form.tsx). */}
            <div data-island="enquiry-form">
              <EnquiryForm />
            </div>
          </section>
          <ContactDetails>
            <OfficeMap address={mappedOffice} />
          </ContactDetails>
        </div>
      </div>
      <WhyReachOut {...whyReachOut} />
      <Section id={contactFaq.id} tone="tint" labelledBy={`${contactFaq.id}-heading`}>
        <SectionHeading
          id={`${contactFaq.id}-heading`}
          eyebrow={contactFaq.eyebrow}
          title={contactFaq.title}
          intro={contactFaq.intro}
        />
        <div className="mx-auto mt-12 max-w-3xl">
          <FaqList items={contactFaq.items} />
        </div>
      </Section>
    </>
  );
}
