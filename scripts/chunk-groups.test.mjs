import { describe, expect, it } from 'vitest';
import { enhanceModule, islandModule, reachedFrom } from './chunk-groups.mjs';

const app = '/site/app';
/** Each module's static importers, as the bundler reports them. */
const graph = {
  [`${app}/enhance/index.ts`]: [],
  [`${app}/enhance/count-up.ts`]: [`${app}/enhance/index.ts`],
  [`${app}/lib/format-stat.ts`]: [
    `${app}/enhance/count-up.ts`,
    `${app}/components/sections/stat-counter.tsx`,
  ],
  [`${app}/components/sections/stat-counter.tsx`]: [`${app}/routes/home.tsx`],
  [`${app}/routes/home.tsx`]: [],
  // Loaded by the enhancement script with import(): not a static importer.
  [`${app}/islands/enquiry-form.tsx`]: [],
  [`${app}/components/contact/enquiry-form.tsx`]: [
    `${app}/islands/enquiry-form.tsx`,
    `${app}/routes/contact.tsx`,
  ],
  // A cycle must not loop.
  [`${app}/lib/a.ts`]: [`${app}/lib/b.ts`],
  [`${app}/lib/b.ts`]: [`${app}/lib/a.ts`],
};
const getModuleInfo = (id) => ({ importers: graph[id] ?? [] });
const part = (id) => reachedFrom(enhanceModule, id, getModuleInfo);
const island = (id) => reachedFrom(islandModule, id, getModuleInfo);

describe('reachedFrom', () => {
  it('takes the enhancement modules and what they import, even what a component shares', () => {
    expect(part(`${app}/enhance/index.ts`)).toBe(true);
    expect(part(`${app}/enhance/count-up.ts`)).toBe(true);
    expect(part(`${app}/lib/format-stat.ts`)).toBe(true);
  });

  it('leaves out the components, routes and islands the script does not import statically', () => {
    expect(part(`${app}/components/sections/stat-counter.tsx`)).toBe(false);
    expect(part(`${app}/routes/home.tsx`)).toBe(false);
    expect(part(`${app}/islands/enquiry-form.tsx`)).toBe(false);
    expect(part(`${app}/components/contact/enquiry-form.tsx`)).toBe(false);
  });

  it('takes an island with the components it imports, and nothing of the enhancement script', () => {
    expect(island(`${app}/islands/enquiry-form.tsx`)).toBe(true);
    expect(island(`${app}/components/contact/enquiry-form.tsx`)).toBe(true);
    expect(island(`${app}/enhance/count-up.ts`)).toBe(false);
  });

  it('ends on an import cycle', () => {
    expect(part(`${app}/lib/a.ts`)).toBe(false);
  });
});
