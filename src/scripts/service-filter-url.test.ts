// @vitest-environment content-dom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceCatalog } from '~/components/sections/service-catalog';
import { serviceCards, servicesCopy } from '~/data/services';
import { categoryFromUrlScript } from '~/lib/service-filter-script';
import { initModules } from './enhance';

/**
 * Opens `url` with the catalog as prerendered (All Services checked in the HTML), then runs
 * the inline script that, as the page is parsed, checks the category a `?category=` names.
 * (A script put in the page with innerHTML does not run, so the test runs it as the page does.)
 */
function openPage(url: string) {
  history.replaceState(null, '', url);
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(
    createElement(ServiceCatalog, {
      cards: serviceCards,
      filters: servicesCopy.filters,
      includesLabel: 'Includes',
      actionLabel: 'Get started',
    }),
  );
  document.body.append(host);
  new Function(categoryFromUrlScript())();
}

const radio = (value: string) => {
  const input = document.querySelector<HTMLInputElement>(
    `input[data-service-filter][value="${value}"]`,
  );
  expect(input, `a ${value} radio`).not.toBeNull();
  return input!;
};

const checked = () =>
  [...document.querySelectorAll<HTMLInputElement>('input[data-service-filter]')]
    .filter((input) => input.checked)
    .map((input) => input.value);

const url = () => `${location.pathname}${location.search}${location.hash}`;

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
});

describe('initServiceFilter from the URL', () => {
  it('checks the category a shared link names', () => {
    openPage('/services?category=marketing');
    initModules();
    expect(checked()).toEqual(['marketing']);
  });

  it('leaves All Services checked for an unknown category', () => {
    openPage('/services?category=nonsense');
    const entries = history.length;
    initModules();
    expect(checked()).toEqual(['all']);
    expect(history.length).toBe(entries);
  });

  it('writes nothing to the history when it only reads the URL', () => {
    openPage('/services?category=hosting');
    const entries = history.length;
    initModules();
    expect(history.length).toBe(entries);
    expect(url()).toBe('/services?category=hosting');
  });
});

describe('initServiceFilter over a choice made before it starts', () => {
  it('keeps a category the browser restored, and replaces the URL to name it', () => {
    openPage('/services?category=nonsense');
    radio('hosting').checked = true;
    const entries = history.length;
    initModules();
    expect(checked()).toEqual(['hosting']);
    expect(url()).toBe('/services?category=hosting');
    expect(history.length).toBe(entries);
  });

  it('keeps a category the visitor chose on a URL with none, and replaces the URL to name it', () => {
    openPage('/services#cards');
    radio('development').click();
    expect(url(), 'nothing follows the choice yet').toBe('/services#cards');
    const entries = history.length;
    initModules();
    expect(checked()).toEqual(['development']);
    expect(url()).toBe('/services?category=development#cards');
    expect(history.length).toBe(entries);
  });

  it('keeps All Services chosen over the ?category= of the URL, and drops the parameter', () => {
    openPage('/services?ref=newsletter&category=hosting');
    expect(checked(), 'the inline script checked the link’s category').toEqual(['hosting']);
    radio('all').click();
    const entries = history.length;
    initModules();
    expect(checked()).toEqual(['all']);
    expect(url()).toBe('/services?ref=newsletter');
    expect(history.length).toBe(entries);
  });
});

describe('initServiceFilter on a choice', () => {
  it('pushes ?category= for the chosen category as a new history entry', () => {
    openPage('/services');
    initModules();
    const entries = history.length;
    radio('development').click();
    expect(url()).toBe('/services?category=development');
    expect(history.length).toBe(entries + 1);
  });

  it('keeps other parameters and the hash, and drops the parameter for All Services', () => {
    openPage('/services?ref=newsletter&category=hosting#cards');
    initModules();
    expect(checked()).toEqual(['hosting']);
    radio('development').click();
    expect(url()).toBe('/services?ref=newsletter&category=development#cards');
    radio('all').click();
    expect(url()).toBe('/services?ref=newsletter#cards');
  });

  it('leaves no empty ? when All Services is chosen and nothing else is in the query', () => {
    openPage('/services?category=marketing');
    initModules();
    radio('all').click();
    expect(location.href).toBe(`${location.origin}/services`);
  });
});

describe('initServiceFilter on back and forward', () => {
  it('restores the choice of the history entry the visitor returns to', () => {
    openPage('/services');
    initModules();
    radio('development').click();
    radio('marketing').click();
    expect(checked()).toEqual(['marketing']);

    history.back();
    expect(url()).toBe('/services?category=development');
    expect(checked()).toEqual(['development']);

    history.back();
    expect(url()).toBe('/services');
    expect(checked()).toEqual(['all']);

    history.forward();
    expect(checked()).toEqual(['development']);
  });
});

describe('initServiceFilter elsewhere', () => {
  it('does nothing on a page without the filter', () => {
    history.replaceState(null, '', '/about-us?category=marketing');
    const entries = history.length;
    expect(() => initModules()).not.toThrow();
    expect(history.length).toBe(entries);
    expect(url()).toBe('/about-us?category=marketing');
  });
});
