import { describe, expect, it } from 'vitest';
import { chunkGroupFor, routesReaching } from './chunk-groups.mjs';

const app = '/site/app';
const graph = {
  [`${app}/root.tsx`]: [],
  [`${app}/routes/home.tsx`]: [],
  [`${app}/routes/about.tsx`]: [],
  [`${app}/routes/contact.tsx`]: [],
  [`${app}/routes/legal-page.tsx`]: [],
  [`${app}/routes/services.tsx`]: [],
  [`${app}/routes/service-pages/web-hosting.tsx`]: [],
  [`${app}/routes/service-pages/email-marketing.tsx`]: [],
  [`${app}/config/site.ts`]: [`${app}/root.tsx`, `${app}/routes/contact.tsx`],
  [`${app}/lib/seo.ts`]: [
    `${app}/routes/home.tsx`,
    `${app}/routes/about.tsx`,
    `${app}/routes/contact.tsx`,
    `${app}/routes/legal-page.tsx`,
  ],
  [`${app}/components/sections/stat-list.tsx`]: [
    `${app}/routes/home.tsx`,
    `${app}/routes/about.tsx`,
  ],
  [`${app}/components/sections/service-page-template.tsx`]: [
    `${app}/routes/service-pages/web-hosting.tsx`,
    `${app}/routes/service-pages/email-marketing.tsx`,
  ],
  [`${app}/content/service-cards.ts`]: [
    `${app}/routes/services.tsx`,
    `${app}/components/sections/service-page-template.tsx`,
  ],
  '/site/node_modules/lucide-react/dist/esm/icons/globe.mjs': [
    `${app}/routes/about.tsx`,
    `${app}/routes/contact.tsx`,
  ],
  '/site/node_modules/react/index.js': [`${app}/routes/home.tsx`, `${app}/routes/about.tsx`],
};
const getModuleInfo = (id) => ({ importers: graph[id] ?? [] });
const groupOf = (id) => chunkGroupFor(id, routesReaching(id, getModuleInfo));

describe('chunk groups', () => {
  it('follows importers up to the route modules that load a module', () => {
    expect([...routesReaching(`${app}/content/service-cards.ts`, getModuleInfo)].sort()).toEqual([
      `${app}/routes/service-pages/email-marketing.tsx`,
      `${app}/routes/service-pages/web-hosting.tsx`,
      `${app}/routes/services.tsx`,
    ]);
  });

  it('puts what the layout shares with a page in the layout chunk', () => {
    expect(groupOf(`${app}/config/site.ts`)).toBe('layout');
  });

  it('keeps the service template and service data together for the service pages', () => {
    expect(groupOf(`${app}/components/sections/service-page-template.tsx`)).toBe('service-kit');
    expect(groupOf(`${app}/content/service-cards.ts`)).toBe('service-kit');
  });

  it('gathers what four pages share, and every shared icon, in the page kit', () => {
    expect(groupOf(`${app}/lib/seo.ts`)).toBe('page-kit');
    expect(groupOf('/site/node_modules/lucide-react/dist/esm/icons/globe.mjs')).toBe('page-kit');
  });

  it('leaves route modules, two-page modules and libraries to the bundler', () => {
    expect(groupOf(`${app}/routes/home.tsx`)).toBeNull();
    expect(groupOf(`${app}/components/sections/stat-list.tsx`)).toBeNull();
    expect(groupOf('/site/node_modules/react/index.js')).toBeNull();
  });
});
