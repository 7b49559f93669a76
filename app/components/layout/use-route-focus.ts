import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, moves focus where a screen reader or
 * keyboard user expects it: to the element a `#hash` names, otherwise to the
 * new page's h1 (or <main>). The first render is left alone. Scrolling is
 * done by <ScrollRestoration />. A change of the query string alone (the
 * /services category filter) is not a new page: focus stays where it is.
 */
export function useRouteFocus() {
  const { pathname, hash, search, key } = useLocation();
  const first = useRef(true);
  const previous = useRef({ pathname, hash, search });

  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, hash, search };
    if (first.current) {
      first.current = false;
      return;
    }
    if (before.pathname === pathname && before.hash === hash && before.search !== search) return;
    const target =
      (hash && document.getElementById(decodeURIComponent(hash.slice(1)))) ||
      document.querySelector<HTMLElement>('main h1') ||
      document.getElementById('main-content');
    if (!target) return;
    if (!target.hasAttribute('tabindex') && !isFocusable(target))
      target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname, hash, search, key]);
}

function isFocusable(element: HTMLElement): boolean {
  return element.matches('a[href], button, input, select, textarea, [tabindex]');
}
