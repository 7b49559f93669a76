// @vitest-environment happy-dom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceFilter } from '~/components/sections/service-filter';
import { serviceFilters } from '~/content/service-cards';
import { categoryParam } from '~/lib/service-filter';
import { syncServiceFilter } from './service-filter-url';

/** Opens `url` with the filter as prerendered (All Services checked in the HTML). */
function openPage(url: string) {
  history.replaceState(null, '', url);
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(
    createElement(ServiceFilter, { options: serviceFilters, name: categoryParam }),
  );
  document.body.append(host);
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

describe('syncServiceFilter from the URL', () => {
  it('checks the category a shared link names', () => {
    openPage('/services?category=marketing');
    syncServiceFilter();
    expect(checked()).toEqual(['marketing']);
  });

  it('checks All Services for an unknown category, over a choice the browser restored', () => {
    openPage('/services?category=nonsense');
    radio('hosting').checked = true;
    syncServiceFilter();
    expect(checked()).toEqual(['all']);
  });

  it('checks All Services when the URL names no category, over a choice the browser restored', () => {
    openPage('/services');
    radio('development').checked = true;
    syncServiceFilter();
    expect(checked()).toEqual(['all']);
  });

  it('writes nothing to the history when it only reads the URL', () => {
    openPage('/services?category=hosting');
    const entries = history.length;
    syncServiceFilter();
    expect(history.length).toBe(entries);
    expect(url()).toBe('/services?category=hosting');
  });
});

describe('syncServiceFilter on a choice', () => {
  it('pushes ?category= for the chosen category as a new history entry', () => {
    openPage('/services');
    syncServiceFilter();
    const entries = history.length;
    radio('development').click();
    expect(url()).toBe('/services?category=development');
    expect(history.length).toBe(entries + 1);
  });

  it('keeps other parameters and the hash, and drops the parameter for All Services', () => {
    openPage('/services?ref=newsletter&category=hosting#cards');
    syncServiceFilter();
    expect(checked()).toEqual(['hosting']);
    radio('development').click();
    expect(url()).toBe('/services?ref=newsletter&category=development#cards');
    radio('all').click();
    expect(url()).toBe('/services?ref=newsletter#cards');
  });

  it('leaves no empty ? when All Services is chosen and nothing else is in the query', () => {
    openPage('/services?category=marketing');
    syncServiceFilter();
    radio('all').click();
    expect(location.href).toBe(`${location.origin}/services`);
  });
});

describe('syncServiceFilter on back and forward', () => {
  it('restores the choice of the history entry the visitor returns to', () => {
    openPage('/services');
    syncServiceFilter();
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

describe('syncServiceFilter elsewhere', () => {
  it('does nothing on a page without the filter', () => {
    history.replaceState(null, '', '/about-us?category=marketing');
    const entries = history.length;
    expect(() => syncServiceFilter()).not.toThrow();
    expect(history.length).toBe(entries);
    expect(url()).toBe('/about-us?category=marketing');
  });
});
