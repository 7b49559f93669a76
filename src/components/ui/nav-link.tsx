import type { AnchorHTMLAttributes } from 'react';
import { normalizePath } from '~/lib/urls';

export interface NavLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** The path of the page being rendered: a link to it is marked `aria-current="page"`. */
  currentPath: string;
}

/** A navigation link that tells assistive technology, and the `aria-[current=page]:` styles, which page is open. */
export function NavLink({ href, currentPath, ...rest }: NavLinkProps) {
  const current = normalizePath(currentPath) === normalizePath(href);
  return <a href={href} aria-current={current ? 'page' : undefined} {...rest} />;
}
