import type { AnchorHTMLAttributes } from 'react';
import { navCurrent } from '~/lib/nav-current';

export interface NavLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /**
   * The path of the page being rendered: a link to it is marked `aria-current="page"`, and a
   * link to the section it sits in (an article's "Insights") `aria-current="true"`.
   */
  currentPath: string;
}

/**
 * A navigation link that tells assistive technology, and the `current:` styles (one look for
 * both values, src/styles/app.css), where the visitor is (`src/lib/nav-current.ts`).
 */
export function NavLink({ href, currentPath, ...rest }: NavLinkProps) {
  return <a href={href} aria-current={navCurrent(currentPath, href)} {...rest} />;
}
