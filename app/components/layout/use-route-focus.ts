import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, moves focus where a screen reader or
 * keyboard user expects it: to the element a `#hash` names, otherwise to the
 * new page's h1 (or <main>). The first render is left alone. Scrolling is
 * done by <ScrollRestoration />.
 */
export function useRouteFocus() {
  const { pathname, hash, key } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target =
      (hash && document.getElementById(decodeURIComponent(hash.slice(1)))) ||
      document.querySelector<HTMLElement>('main h1') ||
      document.getElementById('main-content');
    if (!target) return;
    if (!target.hasAttribute('tabindex') && !isFocusable(target)) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname, hash, key]);
}

function isFocusable(element: HTMLElement): boolean {
  return element.matches('a[href], button, input, select, textarea, [tabindex]');
}
