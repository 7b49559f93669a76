/**
 * Header menus are popovers the browser runs by itself. Two things it does not do: close a
 * menu when one of its links only moves within the page (an anchor), and close a menu the
 * back button brings back from the page cache still open. This does both. A link to another
 * page leaves its menu as it is: the page is about to go, and closing the menu first would
 * only cost a restyle and a repaint before the navigation starts.
 */
export function closePopoversOnNavigation() {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !staysOnThisPage(link)) return;
    const popover = link.closest<HTMLElement>('[popover]');
    if (popover?.matches(':popover-open')) popover.hidePopover();
  });
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const popover of document.querySelectorAll<HTMLElement>('[popover]:popover-open'))
      popover.hidePopover();
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
