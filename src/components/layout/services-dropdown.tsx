import ChevronDown from 'lucide-react/icons/chevron-down';
import { NavLink } from '~/components/ui/nav-link';
import type { Navigation } from '~/content/schemas/site';
import type { Service } from '~/content/types';
import { dataModule } from '~/lib/data-module';
import { ContentIcon } from '~/components/ui/content-icon';

const panelId = 'services-menu';

/**
 * Desktop 'Our Services' button and its panel of the service pages, built on the
 * Popover API so it works from the first paint and without JavaScript: the button opens
 * and closes it, Escape and a click outside close it, focus returns to the button, and
 * the browser tells assistive technology whether it is expanded. CSS anchor positioning
 * places it under the button (app.css, `.services-menu`).
 *
 * The button sits in the header; the panel comes after `<main>` (`HeaderMenus`), so the
 * first screen's HTML does not carry it. An open popover is drawn on top wherever it is in
 * the page, and the browser puts its links next after the button in the Tab order.
 */
export interface ServicesDropdownProps {
  currentPath: string;
  /** The button's and panel's words: navigation.yaml's `servicesDropdown`. */
  words: Navigation['servicesDropdown'];
  services: readonly Service[];
}

export function ServicesToggle({ currentPath, words }: Omit<ServicesDropdownProps, 'services'>) {
  const inServices = currentPath.startsWith('/services/');
  return (
    <button
      type="button"
      popoverTarget={panelId}
      className={`services-toggle flex min-h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold transition-colors hover:bg-slate-100 hover:text-brand-700 ${
        inServices ? 'text-brand-700' : 'text-slate-700'
      }`}
    >
      {words.title}
      <ChevronDown aria-hidden="true" className="size-4 transition-transform" />
    </button>
  );
}

export function ServicesMenu({ currentPath, words, services }: ServicesDropdownProps) {
  return (
    <div
      id={panelId}
      popover="auto"
      {...dataModule('menu-links')}
      className="services-menu max-h-[500px] w-80 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-3 text-slate-700 shadow-2xl shadow-slate-900/15"
    >
      <div className="border-b border-slate-100 px-3 pt-2 pb-3">
        <p className="font-display text-base font-bold text-slate-900">{words.title}</p>
        <p className="mt-0.5 text-sm text-slate-600">{words.subtitle}</p>
      </div>
      <ul className="mt-2 space-y-1">
        {services.map((service) => (
          <li key={service.slug}>
            <NavLink
              href={service.href}
              className="group flex items-start gap-3 rounded-xl p-3 transition-colors hover:bg-brand-50 current:bg-brand-50"
              currentPath={currentPath}
            >
              <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-accent-500 text-white">
                <ContentIcon name={service.icon} aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block text-sm font-semibold text-slate-900 group-hover:text-brand-700">
                  {service.title}
                </span>
                <span className="mt-0.5 block text-xs leading-5 text-slate-600">
                  {service.summary}
                </span>
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
