import { callLink } from '~/lib/phone';
import type { Business } from '~/content/schemas/site';

/** The e-mail address and phones the agency answers (src/content/site/business.yaml). */
export type DirectContactDetails = Pick<Business, 'email' | 'phones'>;

export interface DirectContactProps {
  /** The sentence before the e-mail address and phone numbers. */
  lead: string;
  contact: DirectContactDetails;
  className?: string;
}

/** "…Email us at … or call …": the ways to reach us when the form cannot send. */
export function DirectContact({ lead, contact, className = '' }: DirectContactProps) {
  const [first, ...others] = contact.phones;
  return (
    <p className={`text-sm leading-6 text-slate-700 ${className}`}>
      {lead} Email us at{' '}
      <a href={`mailto:${contact.email}`} className={linkClass}>
        {contact.email}
      </a>
      {first && (
        <>
          {' '}
          or call{' '}
          <a href={callLink(first.display)} className={linkClass}>
            {first.display}
          </a>
        </>
      )}
      {others.map((phone) => (
        <span key={phone.display}>
          {' '}
          ({phone.label.toLowerCase()}:{' '}
          <a href={callLink(phone.display)} className={linkClass}>
            {phone.display}
          </a>
          )
        </span>
      ))}
      .
    </p>
  );
}

const linkClass =
  'font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4 hover:text-brand-800';
