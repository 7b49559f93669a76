import { NavLink } from '~/components/ui/nav-link';
import type { Business, Navigation } from '~/content/schemas/site';
import { BrandMark } from './brand-mark';
import { MenuToggle } from './mobile-menu';
import { ServicesToggle } from './services-dropdown';

/**
 * Sticky site header: brand, page links, the services dropdown's button and, on small screens,
 * the menu toggle. The panels those two open are `HeaderMenus`, later in the page.
 */
export interface SiteHeaderProps {
  /** The page's path, so its link carries `aria-current`. */
  currentPath: string;
  brand: Pick<Business, 'name' | 'tagline'>;
  navigation: Navigation;
}

export function SiteHeader({ currentPath, brand, navigation }: SiteHeaderProps) {
  const { headerLinks, getStartedLink } = navigation;
  const [homeLink = { label: 'Home', href: '/' }, ...otherLinks] = headerLinks;
  const linkClass =
    'flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-slate-700 transition-colors hover:bg-slate-100 hover:text-brand-700 current:text-brand-700';
  return (
    <header className="site-header sticky top-0 z-50 border-b border-slate-200/80 bg-white/90 backdrop-blur-md">
      <div className="mx-auto flex h-[4.5rem] max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <BrandMark brand={brand} />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <NavLink href={homeLink.href} className={linkClass} currentPath={currentPath}>
            {homeLink.label}
          </NavLink>
          <ServicesToggle currentPath={currentPath} words={navigation.servicesDropdown} />
          {otherLinks.map((link) => (
            <NavLink
              key={link.href}
              href={link.href}
              className={linkClass}
              currentPath={currentPath}
            >
              {link.label}
            </NavLink>
          ))}
          <NavLink
            href={getStartedLink.href}
            className="ml-3 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 text-sm font-semibold text-white shadow-lg shadow-brand-600/25 transition-colors hover:bg-brand-700"
            currentPath={currentPath}
          >
            {getStartedLink.label}
          </NavLink>
        </nav>
        <MenuToggle labels={navigation.menuToggleLabels} />
      </div>
    </header>
  );
}
