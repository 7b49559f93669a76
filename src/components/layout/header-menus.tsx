import type { Navigation } from '~/content/schemas/site';
import type { Service } from '~/content/types';
import { MobileMenu } from './mobile-menu';
import { ServicesMenu } from './services-dropdown';

/**
 * The panels the header's buttons open: the desktop services panel and the small-screen menu.
 * The page puts them after `<main>`, not in the header: they are shown only on a tap, so the
 * HTML a phone needs for its first screen stops at the hero without them (bench/decisions.md,
 * "The room, and what the first screen is made of").
 */
export interface HeaderMenusProps {
  /** The page's path, so its link carries `aria-current`. */
  currentPath: string;
  navigation: Navigation;
  services: readonly Service[];
}

export function HeaderMenus({ currentPath, navigation, services }: HeaderMenusProps) {
  return (
    <>
      <ServicesMenu
        currentPath={currentPath}
        words={navigation.servicesDropdown}
        services={services}
      />
      <MobileMenu currentPath={currentPath} navigation={navigation} services={services} />
    </>
  );
}
