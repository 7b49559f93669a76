// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initModules } from './enhance';

/*
 * happy-dom has the popover attribute but not the Popover API: no showPopover/hidePopover,
 * and `:popover-open` never matches. Each popover here gets both methods, which keep its
 * state in a `data-open` attribute, and `:popover-open` in a selector is read as that.
 */
const openSelector = (selector: string) => selector.replaceAll(':popover-open', '[data-open]');

/**
 * A popover menu, as components/layout/mobile-menu.tsx renders it, started by initModules
 * (which starts only the menus it has not started before).
 */
function popover(id: string, html: string): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  element.setAttribute('popover', 'auto');
  element.dataset.module = 'menu-links';
  element.innerHTML = html;
  element.showPopover = () => element.toggleAttribute('data-open', true);
  element.hidePopover = vi.fn(() => element.removeAttribute('data-open'));
  document.body.append(element);
  initModules();
  return element;
}

/** happy-dom's PageTransitionEvent ignores `persisted` in its init, so it is set here. */
function pageshow(persisted: boolean) {
  const event = new PageTransitionEvent('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
}

beforeEach(() => {
  const matches = Element.prototype.matches;
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (
    this: Element,
    selector: string,
  ) {
    return matches.call(this, openSelector(selector));
  });
  const querySelectorAll = document.querySelectorAll.bind(document);
  vi.spyOn(document, 'querySelectorAll').mockImplementation((selector: string) =>
    querySelectorAll(openSelector(selector)),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

describe('initMenuLinks, on a click', () => {
  it('closes the open menu when one of its links is followed within the page', () => {
    const menu = popover('site-menu', '<a href="#process">Our process</a>');
    menu.showPopover();
    menu.querySelector('a')!.click();
    expect(menu.hidePopover).toHaveBeenCalledTimes(1);
    expect(menu).not.toHaveAttribute('data-open');
  });

  it('leaves the menu as it is for a link to another page, which is about to replace it', () => {
    const menu = popover(
      'site-menu',
      '<a href="/portfolio">Portfolio</a><a href="/about-us#our-story">Story</a>',
    );
    menu.showPopover();
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener('click', stay);
    for (const link of menu.querySelectorAll('a')) link.click();
    window.removeEventListener('click', stay);
    expect(menu.hidePopover).not.toHaveBeenCalled();
  });

  it('closes it when the click lands on something inside the link, such as its icon', () => {
    const menu = popover('services-menu', '<a href="#pricing"><span>Pricing</span></a>');
    menu.showPopover();
    menu.querySelector('span')!.click();
    expect(menu.hidePopover).toHaveBeenCalledTimes(1);
  });

  it('keeps the menu open for a click inside it that is not on a link', () => {
    const menu = popover('site-menu', '<p>Our Services</p><a href="#x">X</a>');
    menu.showPopover();
    menu.querySelector('p')!.click();
    expect(menu.hidePopover).not.toHaveBeenCalled();
    expect(menu).toHaveAttribute('data-open');
  });

  it('keeps an open menu open when a link outside it is followed', () => {
    const menu = popover('site-menu', '<a href="#a">A</a>');
    menu.showPopover();
    const outside = document.createElement('a');
    outside.href = '#top';
    document.body.append(outside);
    outside.click();
    expect(menu.hidePopover).not.toHaveBeenCalled();
  });

  it('does not try to close a menu that is already closed', () => {
    const menu = popover('site-menu', '<a href="#a">A</a>');
    menu.querySelector('a')!.click();
    expect(menu.hidePopover).not.toHaveBeenCalled();
  });
});

describe('initMenuLinks, on a page restored from the back/forward cache', () => {
  it('closes every menu that comes back open', () => {
    const menu = popover('site-menu', '<a href="#a">A</a>');
    const services = popover('services-menu', '<a href="#b">B</a>');
    const closed = popover('other-menu', '');
    menu.showPopover();
    services.showPopover();
    pageshow(true);
    expect(menu.hidePopover).toHaveBeenCalledTimes(1);
    expect(services.hidePopover).toHaveBeenCalledTimes(1);
    expect(closed.hidePopover).not.toHaveBeenCalled();
    expect(document.querySelectorAll('[popover]:popover-open')).toHaveLength(0);
  });

  it('leaves menus alone on an ordinary page load', () => {
    const menu = popover('site-menu', '<a href="#a">A</a>');
    menu.showPopover();
    pageshow(false);
    expect(menu.hidePopover).not.toHaveBeenCalled();
    expect(menu).toHaveAttribute('data-open');
  });
});
