import { normalizePath } from './urls';

/**
 * How a navigation link tells where the visitor is, as `aria-current` says it: `'page'` on the
 * link to the page itself, `'true'` on the link to a section the page sits in (an article,
 * /insights/<address>, is in "Insights"; a case study, /portfolio/<project>, in "Portfolio"), and
 * nothing otherwise. Both look the same; a screen reader tells them apart.
 */
export type NavCurrent = 'page' | 'true' | undefined;

export function navCurrent(currentPath: string, href: string): NavCurrent {
  // Only a page of this site can be where the visitor is: not another site, a place on a page
  // or a page with a query.
  if (!href.startsWith('/') || href.startsWith('//') || /[?#]/.test(href)) return undefined;
  const here = normalizePath(currentPath);
  const target = normalizePath(href);
  if (here === target) return 'page';
  // Every page is below the home page, so the home page is no section.
  if (target === '/') return undefined;
  return here.startsWith(`${target}/`) ? 'true' : undefined;
}
