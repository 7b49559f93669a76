import { callLink } from '~/lib/phone';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import type { Business, ClosingCta as ClosingCtaCopy } from '~/content/schemas/site';
import type { LinkAction } from '~/content/types';
import { ButtonLink } from '~/components/ui/button-link';
import { Particles } from '~/components/ui/particles';
import { Reveal } from '~/components/ui/reveal';

/** The site's shared closing section (closing-cta.yaml) and the phone its call link dials. */
export interface SharedClosing {
  copy: ClosingCtaCopy;
  /** The first phone of business.yaml. */
  phone: Business['phones'][number];
}

export interface ClosingCtaProps {
  /** The shared section's words, used where the page gives none of its own, and the phone. */
  shared: SharedClosing;
  id?: string;
  title?: string;
  text?: string;
  primary?: LinkAction;
  /** Replaces the 'Call Us Now' link, e.g. with a second page link. */
  secondary?: LinkAction;
  /** Extra content under the actions (claims, badges). */
  children?: ReactNode;
}

/**
 * The card that closes a page and sends the visitor to /contact. Given only `shared` it is the
 * site's shared section, in the words of src/content/site/closing-cta.yaml; pages pass their
 * own headline and actions.
 */
export function ClosingCta({
  shared,
  id = shared.copy.id,
  title = shared.copy.title,
  text = shared.copy.text,
  primary = shared.copy.primary,
  secondary,
  children,
}: ClosingCtaProps) {
  const { phone } = shared;
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="bg-white px-4 py-20 sm:px-6 lg:px-8 lg:py-28"
    >
      <Reveal className="shadow-brand-900/30 relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-ink-900 via-brand-800 to-accent-600 px-6 py-16 text-center shadow-2xl sm:px-12 lg:py-20">
        <Particles count={12} seed={12} />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-glow-400/20 blur-3xl"
        />
        <div className="relative">
          <h2
            id={headingId}
            className="mx-auto max-w-3xl text-3xl font-extrabold tracking-tight text-white sm:text-5xl"
          >
            {title}
          </h2>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-brand-100">{text}</p>
          <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <ButtonLink href={primary.href} variant="light">
              {primary.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            {secondary ? (
              <ButtonLink href={secondary.href} variant="outline-light">
                {secondary.label}
              </ButtonLink>
            ) : (
              <ButtonLink href={callLink(phone.display)} variant="outline-light">
                <Phone aria-hidden="true" className="size-4" />
                {shared.copy.callLabel}
                <span className="sr-only">{`: ${phone.display}`}</span>
              </ButtonLink>
            )}
          </div>
          {children}
        </div>
      </Reveal>
    </section>
  );
}
