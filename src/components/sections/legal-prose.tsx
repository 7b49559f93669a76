import { callLink } from '~/lib/phone';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import type { Business } from '~/content/schemas/site';
import type { LegalDocument } from '~/content/types';
import type { LegalBlock, LegalInline } from '~/lib/legal-markdown';

export interface LegalProseProps {
  document: LegalDocument;
  /** The agency's name and contact details, for a `{contact details}` paragraph. */
  business: LegalContact;
}

export type LegalContact = Pick<Business, 'name' | 'email' | 'phones' | 'addresses'>;

/** A legal document: a table of contents beside numbered sections, each an h2 with its own anchor. */
export function LegalProse({ document, business }: LegalProseProps) {
  return (
    <div className="bg-white px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
      <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-28 lg:self-start">
          <h2
            id="toc-heading"
            className="text-xs font-bold tracking-[0.18em] text-slate-500 uppercase"
          >
            On this page
          </h2>
          <ol className="mt-4 space-y-1 border-l border-slate-200">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px flex gap-3 border-l-2 border-transparent py-1.5 pl-4 text-sm text-slate-600 transition-colors hover:border-brand-500 hover:text-brand-700"
                >
                  <span aria-hidden="true" className="font-semibold text-slate-500 tabular-nums">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {/* A long pasted address breaks where it must, not past a phone's screen. */}
        <article className="max-w-3xl wrap-anywhere">
          <p className="rounded-2xl border border-brand-100 bg-brand-50/60 px-5 py-4 text-sm text-slate-700">
            Last updated:{' '}
            <time dateTime={document.lastUpdated.iso}>{document.lastUpdated.label}</time>
          </p>
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              aria-labelledby={section.id}
              className="mt-14 first-of-type:mt-12"
            >
              <h2
                id={section.id}
                className="flex items-baseline gap-4 text-2xl font-extrabold tracking-tight sm:text-3xl"
              >
                <span
                  aria-hidden="true"
                  className="font-display text-lg text-brand-600 tabular-nums"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                {section.title}
              </h2>
              <div className="mt-5 space-y-5 text-base leading-8 text-slate-700">
                {section.blocks.map((block, blockIndex) => (
                  <LegalBlockView key={blockIndex} block={block} business={business} />
                ))}
              </div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}

function LegalBlockView({ block, business }: { block: LegalBlock; business: LegalContact }) {
  if (block.kind === 'paragraph')
    return (
      <p>
        <Words inline={block.inline} />
      </p>
    );
  if (block.kind === 'list') {
    return (
      <ul className="list-disc space-y-2.5 pl-6 marker:text-brand-500">
        {block.items.map((item, index) => (
          <li key={index}>
            <Words inline={item.inline} />
          </li>
        ))}
      </ul>
    );
  }
  return <ContactDetails business={business} />;
}

/** A paragraph's words with their bold, italics and links (src/lib/legal-markdown.ts). */
function Words({ inline }: { inline: readonly LegalInline[] }) {
  return inline.map((part, index) => {
    if (part.kind === 'text') return part.text;
    const children = <Words inline={part.children} />;
    if (part.kind !== 'link')
      return part.kind === 'strong' ? (
        <strong key={index} className="font-semibold text-slate-900">
          {children}
        </strong>
      ) : (
        <em key={index}>{children}</em>
      );
    return (
      <a
        key={index}
        href={part.href}
        className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800"
        {...(part.href.startsWith('https://') ? { rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    );
  });
}

/** The agency's e-mail, phones and offices, from business.yaml. */
function ContactDetails({ business }: { business: LegalContact }) {
  const { name, email, phones, addresses } = business;
  return (
    <address className="grid gap-4 rounded-3xl border border-slate-200 bg-slate-50 p-6 not-italic sm:grid-cols-2 sm:p-8">
      <p className="font-display text-lg font-bold text-slate-900 sm:col-span-2">{name}</p>
      <p className="flex gap-3">
        <Mail aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-brand-600" />
        <a
          href={`mailto:${email}`}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {email}
        </a>
      </p>
      <ul className="space-y-1">
        {phones.map((phone) => (
          <li key={phone.display} className="flex gap-3">
            <Phone aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-brand-600" />
            <span>
              {phone.label}:{' '}
              <a
                href={callLink(phone.display)}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {phone.display}
              </a>
            </span>
          </li>
        ))}
      </ul>
      {addresses.map((address) => (
        <p key={address.label} className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-brand-600" />
          <span>
            <span className="block font-semibold text-slate-900">{address.label}</span>
            {address.lines.join(', ')}
          </span>
        </p>
      ))}
    </address>
  );
}
