import { callLink } from '~/lib/phone';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import siInstagram from 'virtual:simple-icon/instagram';
import siX from 'virtual:simple-icon/x';
import { NavLink } from '~/components/ui/nav-link';
import type { Business, Navigation } from '~/content/schemas/site';
import type { BrandIcon, Service } from '~/content/types';
import { BrandMark } from './brand-mark';

const socialIcons: Record<Business['social'][number]['network'], BrandIcon> = {
  Instagram: siInstagram,
  X: siX,
};

export interface SiteFooterProps {
  /** The agency's name, details and profiles (business.yaml). */
  business: Business;
  /** The Company column: navigation.yaml's `companyLinks`. */
  companyLinks: Navigation['companyLinks'];
  services: readonly Service[];
  /** The page's path, so the links to it and to its section carry `aria-current`. */
  currentPath: string;
}

/** Site-wide footer: services, company pages, every contact detail from business.yaml. */
export function SiteFooter({ business, companyLinks, services, currentPath }: SiteFooterProps) {
  return (
    <footer className="bg-ink-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_0.8fr_1.3fr] lg:px-8">
        <div>
          <BrandMark tone="dark" brand={business} />
          <p className="mt-5 max-w-xs text-sm leading-6 text-slate-400">
            Websites, campaigns and hosting for businesses that want measurable growth, from offices
            in India and the USA.
          </p>
          <ul className="mt-6 flex gap-3">
            {business.social.map((profile) => (
              <li key={profile.network}>
                <a
                  href={profile.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand-600"
                >
                  {/* The logo files are black: `invert` makes them white like the footer's text. */}
                  <img
                    src={socialIcons[profile.network].src}
                    alt=""
                    width={20}
                    height={20}
                    loading="lazy"
                    decoding="async"
                    className="size-5 invert"
                  />
                  <span className="sr-only">{`${business.name} on ${profile.network} (opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title="Services">
          {services.map((service) => (
            <li key={service.slug}>
              <NavLink href={service.href} className={linkClass} currentPath={currentPath}>
                {service.title}
              </NavLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Company">
          {companyLinks.map((link) => (
            <li key={link.href}>
              <NavLink href={link.href} className={linkClass} currentPath={currentPath}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Get in touch">
          <li>
            <a
              href={`mailto:${business.email}`}
              className={`${linkClass} inline-flex items-center gap-2`}
            >
              <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
              {business.email}
            </a>
          </li>
          {business.phones.map((phone) => (
            <li key={phone.display}>
              <a
                href={callLink(phone.display)}
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <Phone aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
                <span>
                  {phone.display} <span className="text-slate-400">({phone.label})</span>
                </span>
              </a>
            </li>
          ))}
          {business.addresses.map((address) => (
            <li key={address.label} className="flex gap-2 text-sm leading-6">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-300" />
              <div>
                <p className="font-semibold text-white">{address.label}</p>
                <address className="text-slate-400 not-italic">
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
                  className="text-brand-300 underline-offset-4 hover:underline"
                >
                  View on map
                  <span className="sr-only">{`: ${address.label} (opens in a new tab)`}</span>
                </a>
              </div>
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-slate-400 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {business.copyrightYear} {business.name}. All rights reserved.
          </p>
          <p>Marketing, web development and hosting for growing businesses.</p>
        </div>
      </div>
    </footer>
  );
}

const linkClass =
  'text-sm leading-6 text-slate-300 transition-colors hover:text-white current:font-semibold current:text-white';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="font-display text-sm font-semibold tracking-wider text-white uppercase">
        {title}
      </h2>
      <ul className="mt-5 space-y-3">{children}</ul>
    </div>
  );
}
