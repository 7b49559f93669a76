/**
 * A header menu is a popover the browser runs by itself. Two things it does not do: close the
 * menu when one of its links only moves within the page (an anchor), and close a menu the
 * back button brings back from the page cache still open. This does both for one menu. A link
 * to another page leaves the menu as it is: the page is about to go, and closing the menu
 * first would only cost a restyle and a repaint before the navigation starts.
 */
export function initMenuLinks(menu: HTMLElement): void {
  menu.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !staysOnThisPage(link)) return;
    if (menu.matches(':popover-open')) menu.hidePopover();
  });
  addEventListener('pageshow', (event) => {
    if (event.persisted && menu.matches(':popover-open')) menu.hidePopover();
  });
}

/** True for a link to a place on the current page (same path and query, with a #fragment). */
function staysOnThisPage(link: HTMLAnchorElement): boolean {
  const target = new URL(link.href, location.href);
  return (
    target.origin === location.origin &&
    target.pathname === location.pathname &&
    target.search === location.search &&
    target.hash !== ''
  );
}
