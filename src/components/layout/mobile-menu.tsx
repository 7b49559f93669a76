import ChevronDown from 'lucide-react/icons/chevron-down';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { NavLink } from '~/components/ui/nav-link';
import type { Navigation } from '~/content/schemas/site';
import type { Service } from '~/content/types';
import { dataModule } from '~/lib/data-module';

const panelId = 'site-menu';

/**
 * The small-screen menu, in HTML the browser runs by itself: the toggle opens a popover
 * (Escape and a tap outside close it, focus returns to the toggle), and the services
 * sub-list is a <details> that expands on its own. The toggle's name follows the panel
 * through CSS (app.css, `.menu-toggle`): 'Open menu' while closed, 'Close menu' while open.
 *
 * The toggle sits in the header; the panel comes after `<main>` (`HeaderMenus`), so the
 * first screen's HTML does not carry it. An open popover is drawn on top wherever it is in
 * the page, and the browser puts its links next after the toggle in the Tab order.
 */
export interface MobileMenuProps {
  currentPath: string;
  /** The links and labels of navigation.yaml. */
  navigation: Navigation;
  services: readonly Service[];
}

export function MenuToggle({ labels }: { labels: Navigation['menuToggleLabels'] }) {
  return (
    <button
      type="button"
      popoverTarget={panelId}
      className="menu-toggle flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 lg:hidden"
    >
      <Menu aria-hidden="true" className="menu-toggle-open size-6" />
      <X aria-hidden="true" className="menu-toggle-close size-6" />
      <span className="menu-toggle-open sr-only">{labels.open}</span>
      <span className="menu-toggle-close sr-only">{labels.close}</span>
    </button>
  );
}

export function MobileMenu({ currentPath, navigation, services }: MobileMenuProps) {
  const { headerLinks, getStartedLink } = navigation;
  const servicesDropdownText = navigation.servicesDropdown;
  const linkClass =
    'flex min-h-12 items-center rounded-xl px-4 text-base font-semibold text-slate-800 hover:bg-slate-100 current:bg-brand-50 current:text-brand-700';
  return (
    <nav
      id={panelId}
      popover="auto"
      {...dataModule('menu-links')}
      aria-label="Main"
      className="site-menu overflow-y-auto overscroll-contain border-t border-slate-200 bg-white px-4 pt-4 pb-10 lg:hidden"
    >
      <ul className="space-y-1">
        <li>
          <NavLink href="/" className={linkClass} currentPath={currentPath}>
            Home
          </NavLink>
        </li>
        <li>
          <details className="group">
            <summary className={`${linkClass} cursor-pointer list-none justify-between`}>
              {servicesDropdownText.title}
              <ChevronDown
                aria-hidden="true"
                className="size-5 transition-transform group-open:rotate-180"
              />
            </summary>
            <ul className="mt-1 mb-2 ml-4 space-y-1 border-l-2 border-brand-100 pl-3">
              {services.map((service) => (
                <li key={service.slug}>
                  <NavLink
                    href={service.href}
                    className="flex min-h-11 items-center rounded-lg px-3 text-[0.9375rem] text-slate-700 hover:bg-slate-100 current:font-semibold current:text-brand-700"
                    currentPath={currentPath}
                  >
                    {service.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </details>
        </li>
        {headerLinks.slice(1).map((link) => (
          <li key={link.href}>
            <NavLink href={link.href} className={linkClass} currentPath={currentPath}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <NavLink
        href={getStartedLink.href}
        className="mt-6 flex min-h-12 items-center justify-center rounded-full bg-brand-600 text-base font-semibold text-white hover:bg-brand-700"
        currentPath={currentPath}
      >
        {getStartedLink.label}
      </NavLink>
    </nav>
  );
}
