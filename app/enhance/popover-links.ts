/**
 * Header menus are popovers the browser runs by itself. Two things it does not do: close a
 * menu when one of its links only moves within the page (an anchor), and close a menu the
 * back button brings back from the page cache still open. This does both.
 */
export function closePopoversOnNavigation() {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    const popover = link?.closest<HTMLElement>('[popover]');
    if (popover?.matches(':popover-open')) popover.hidePopover();
  });
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const popover of document.querySelectorAll<HTMLElement>('[popover]:popover-open'))
      popover.hidePopover();
  });
}
