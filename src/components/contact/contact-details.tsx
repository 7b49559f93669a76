import { callLink } from '~/lib/phone';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import type { ContactPage } from '~/content/schemas/pages';
import type { Business } from '~/content/schemas/site';

export interface ContactDetailsProps {
  /** The block's words: contact.yaml's `details`. */
  copy: ContactPage['details'];
  /** The agency's e-mail, phones and offices (business.yaml). */
  business: Pick<Business, 'email' | 'phones' | 'addresses'>;
  /** Shown under the details, e.g. the office map. */
  children?: ReactNode;
}

/** E-mail, both phones and both offices from business.yaml, as plain links that work without scripts. */
export function ContactDetails({ copy, business, children }: ContactDetailsProps) {
  const headingId = `${copy.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="relative overflow-hidden rounded-3xl bg-ink-950 p-6 text-slate-300 shadow-xl shadow-ink-950/20 sm:p-8">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-20 -right-16 size-56 rounded-full bg-brand-500/30 blur-3xl"
        />
        <h2 id={headingId} className="relative text-2xl font-extrabold tracking-tight text-white">
          {copy.title}
        </h2>
        <p className="relative mt-2 leading-7 text-slate-300">{copy.intro}</p>
        <dl className="relative mt-8 space-y-6">
          <DetailGroup icon={<Mail className="size-5" />} term={copy.emailLabel}>
            <a href={`mailto:${business.email}`} className={linkClass}>
              {business.email}
            </a>
          </DetailGroup>
          <DetailGroup icon={<Phone className="size-5" />} term={copy.phonesLabel}>
            {business.phones.map((phone) => (
              <a
                key={phone.display}
                href={callLink(phone.display)}
                className={`${linkClass} block`}
              >
                {phone.display} <span className="font-normal text-slate-400">({phone.label})</span>
              </a>
            ))}
          </DetailGroup>
          <DetailGroup icon={<MapPin className="size-5" />} term={copy.officesLabel}>
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
              {business.addresses.map((address) => (
                <div key={address.label}>
                  <p className="font-semibold text-white">{address.label}</p>
                  <address className="text-sm leading-6 text-slate-300 not-italic">
                    {address.lines.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                    <span className="block">{address.country}</span>
                  </address>
                  <a
                    href={address.mapUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-1 inline-block text-sm font-semibold text-brand-300 underline-offset-4 hover:underline"
                  >
                    {copy.mapLinkLabel}
                    <span className="sr-only">{`: ${address.label} (opens in a new tab)`}</span>
                  </a>
                </div>
              ))}
            </div>
          </DetailGroup>
        </dl>
      </div>
      {children}
    </section>
  );
}

const linkClass =
  'font-semibold text-white underline-offset-4 hover:text-brand-200 hover:underline';

function DetailGroup({
  icon,
  term,
  children,
}: {
  icon: ReactNode;
  term: string;
  children: ReactNode;
}) {
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="text-xs font-bold tracking-[0.16em] text-brand-200 uppercase">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 grid size-11 place-items-center rounded-2xl bg-white/10 text-brand-200 ring-1 ring-white/15"
        >
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-1.5 space-y-1 break-words">{children}</dd>
    </div>
  );
}
