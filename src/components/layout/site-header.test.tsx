// @vitest-environment content-dom
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigation, siteConfig } from '~/data/site';
import { services } from '~/data/services';
import { HeaderMenus } from './header-menus';
import { SiteHeader } from './site-header';

const { headerLinks, getStartedLink, menuToggleLabels } = navigation;
const servicesDropdownText = navigation.servicesDropdown;

/** The header and, after a stand-in for the page's content, the panels its buttons open. */
function renderHeader(path = '/') {
  return render(
    <>
      <SiteHeader currentPath={path} brand={siteConfig} navigation={navigation} />
      <main />
      <HeaderMenus currentPath={path} navigation={navigation} services={services} />
    </>,
  );
}

/** The element a popover invoker opens, found through its `popovertarget` attribute. */
function popoverOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('popovertarget');
  expect(id, 'the button names a popover to open').toBeTruthy();
  const panel = document.getElementById(id ?? '');
  expect(panel, `#${id} is in the page`).not.toBeNull();
  return panel!;
}

/** The desktop 'Our Services' button: the only <button> with that text. */
function servicesButton(): HTMLElement {
  const buttons = [...document.querySelectorAll('button')].filter(
    (button) => button.textContent === servicesDropdownText.title,
  );
  expect(buttons).toHaveLength(1);
  return buttons[0]!;
}

function menuToggle(): HTMLElement {
  const toggle = document.querySelector<HTMLElement>('button.menu-toggle');
  expect(toggle).not.toBeNull();
  return toggle!;
}

const linkHrefs = (root: HTMLElement) =>
  [...root.querySelectorAll('a')].map((link) => link.getAttribute('href'));

describe('SiteHeader services dropdown', () => {
  it('is a button that opens its panel as a popover, without any script', () => {
    renderHeader();
    const button = servicesButton();
    expect(button).toHaveAttribute('type', 'button');
    const panel = popoverOf(button);
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel.tagName).not.toBe('BUTTON');
    expect(panel).not.toContainElement(button);
  });

  it('heads its panel with the services title and subtitle', () => {
    renderHeader();
    const panel = popoverOf(servicesButton());
    expect(within(panel).getByText(servicesDropdownText.title)).toBeInTheDocument();
    expect(within(panel).getByText(servicesDropdownText.subtitle)).toBeInTheDocument();
  });

  it('links to every service page, in order, each with its title and summary', () => {
    renderHeader();
    const panel = popoverOf(servicesButton());
    expect(linkHrefs(panel)).toEqual(services.map((service) => service.href));
    const links = [...panel.querySelectorAll('a')];
    services.forEach((service, index) => {
      expect(links[index]).toHaveTextContent(service.title);
      expect(links[index]).toHaveTextContent(service.summary);
    });
  });

  it('marks the current service page, and only that one, as the current page', () => {
    const service = services[4]!;
    renderHeader(service.href);
    const panel = popoverOf(servicesButton());
    const current = panel.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('href', service.href);
  });

  it('marks no service as current on a page outside the services', () => {
    renderHeader('/portfolio');
    const panel = popoverOf(servicesButton());
    expect(panel.querySelectorAll('[aria-current]')).toHaveLength(0);
  });
});

describe('SiteHeader mobile menu', () => {
  it('is a toggle that opens the main navigation as a popover', () => {
    renderHeader();
    const toggle = menuToggle();
    expect(toggle).toHaveAttribute('type', 'button');
    const panel = popoverOf(toggle);
    expect(panel.tagName).toBe('NAV');
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).toHaveAttribute('aria-label', 'Main');
    expect(panel).not.toBe(popoverOf(servicesButton()));
  });

  it('carries both of its names in the HTML, each marked for CSS to show one at a time', () => {
    renderHeader();
    const toggle = menuToggle();
    // The two names navigation.yaml gives it.
    expect(toggle.textContent).toContain(menuToggleLabels.open);
    expect(toggle.textContent).toContain(menuToggleLabels.close);
    const open = within(toggle).getByText(menuToggleLabels.open);
    const close = within(toggle).getByText(menuToggleLabels.close);
    expect(open).toHaveClass('menu-toggle-open', 'sr-only');
    expect(open).not.toHaveClass('menu-toggle-close');
    expect(close).toHaveClass('menu-toggle-close', 'sr-only');
    expect(close).not.toHaveClass('menu-toggle-open');
    // The icons follow the same classes, and are hidden from assistive technology.
    const icons = [...toggle.querySelectorAll('svg')];
    expect(icons).toHaveLength(2);
    expect(icons.every((icon) => icon.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(icons.map((icon) => icon.classList.contains('menu-toggle-open'))).toEqual([true, false]);
    expect(icons.map((icon) => icon.classList.contains('menu-toggle-close'))).toEqual([
      false,
      true,
    ]);
  });

  it('lists the services in a <details> under the dropdown’s title, by title only', () => {
    renderHeader();
    const panel = popoverOf(menuToggle());
    const details = panel.querySelectorAll('details');
    expect(details).toHaveLength(1);
    const summary = details[0]!.querySelector(':scope > summary');
    expect(summary?.textContent).toBe(servicesDropdownText.title);
    const links = [...details[0]!.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(services.map((service) => service.title));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      services.map((service) => service.href),
    );
    for (const service of services) {
      expect(details[0]).not.toHaveTextContent(service.summary);
    }
  });

  it('links to every page and to the contact form', () => {
    renderHeader();
    const panel = popoverOf(menuToggle());
    const [home, ...otherLinks] = headerLinks;
    if (!home) throw new Error('no header links');
    expect(linkHrefs(panel)).toEqual([
      home.href,
      ...services.map((service) => service.href),
      ...otherLinks.map((link) => link.href),
      getStartedLink.href,
    ]);
  });

  it('marks the current page in the menu as in the desktop navigation', () => {
    const service = services[5]!;
    renderHeader(service.href);
    const mobileCurrent = popoverOf(menuToggle()).querySelectorAll('[aria-current="page"]');
    expect([...mobileCurrent].map((link) => link.getAttribute('href'))).toEqual([service.href]);
    const all = document.querySelectorAll('[aria-current="page"]');
    expect([...all].map((link) => link.getAttribute('href'))).toEqual([service.href, service.href]);
  });
});

describe('SiteHeader on a page below a section', () => {
  it('marks that section, in the desktop navigation and the menu, as where the visitor is', () => {
    const section = headerLinks.find((link) => link.href.startsWith('/') && link.href !== '/');
    if (!section) throw new Error('no header link to a section');
    renderHeader(`${section.href.replace(/\/$/, '')}/a-page-below`);
    const marked = [...document.querySelectorAll('[aria-current]')];
    expect(marked.map((link) => link.getAttribute('href'))).toEqual([section.href, section.href]);
    for (const link of marked) expect(link).toHaveAttribute('aria-current', 'true');
  });
});

describe('SiteHeader HTML', () => {
  it('holds the menus’ buttons but not their panels, which come after the page’s content', () => {
    const { container } = renderHeader();
    const header = container.querySelector('header')!;
    expect(header.querySelectorAll('[popover]')).toHaveLength(0);
    const panels = [...container.querySelectorAll('[popover]')];
    expect(panels).toHaveLength(2);
    for (const panel of panels)
      expect(
        container.querySelector('main')!.compareDocumentPosition(panel) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
  });

  it('hard-codes no aria-expanded: the browser reports the state of popovers and <details>', () => {
    const { container } = renderHeader('/services/frontend-development');
    expect(container.querySelector('header')).not.toBeNull();
    expect(container.querySelectorAll('[aria-expanded]')).toHaveLength(0);
  });
});
