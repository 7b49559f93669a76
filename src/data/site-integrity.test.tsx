// @vitest-environment content-dom
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '~/components/layout/site-footer';
import { siteConfig } from '~/data/site';
import { navigation } from '~/data/site';
import { caseStudies } from '~/data/case-studies';
import { pageMeta } from '~/data/page-meta';
import { services } from '~/data/services';
import { entryData, expectInOrder, renderHtml } from './content.test-support';
import { hasNotFoundPage, sitePaths as routePaths } from './site-paths.test-support';
import { dialNumber } from '~/lib/phone';
import { listPagePaths } from '~/lib/article-pages';
import { articles, topics } from './insights';
import { sitePages } from './site-pages';

describe('site map and content integrity', () => {
  it('is made of the pages that have page metadata, a page for every service and case study, with a not-found fallback', () => {
    const fixedPages = Object.entries(pageMeta)
      .filter(([key]) => key !== 'notFound')
      .map(([, meta]) => meta.path);
    const articlesIn = (topic: string) =>
      articles.filter((article) => article.topics.some(({ name }) => name === topic)).length;
    expect(routePaths).toEqual(
      new Set([
        ...fixedPages,
        ...services.map((service) => service.href),
        ...caseStudies.map((study) => study.meta.path),
        ...articles.map((article) => article.href),
        ...listPagePaths(pageMeta.insights.path, articles.length),
        ...topics.flatMap((topic) => listPagePaths(topic.href, articlesIn(topic.name))),
      ]),
    );
    expect(hasNotFoundPage).toBe(true);
  });

  it('has services with unique slugs, each linking to a route', () => {
    expect(services.length).toBeGreaterThan(0);
    expect(new Set(services.map((s) => s.slug)).size).toBe(services.length);
    for (const service of services) {
      expect(service.href).toBe(`/services/${service.slug}`);
      expect(routePaths.has(service.href)).toBe(true);
    }
  });

  it('gives every page a title and a description short enough for a search result', () => {
    const metas = [...sitePages.map((page) => page.meta), pageMeta.notFound];
    // One for each route but the further pages of a list of articles (which take their first
    // page's title and description), and one for the not-found page.
    const firstPages = [...routePaths].filter((path) => !/\/\d+$/.test(path));
    expect(metas).toHaveLength(firstPages.length + 1);
    expect(new Set(metas.map((meta) => meta.path))).toEqual(
      new Set([...firstPages, pageMeta.notFound.path]),
    );
    for (const meta of metas) {
      expect(meta.title.length, meta.title).toBeLessThanOrEqual(70);
      expect(meta.description.length, meta.description).toBeGreaterThanOrEqual(70);
      expect(meta.description.length, meta.description).toBeLessThanOrEqual(160);
    }
  });

  it('links header, footer and page metadata only to routes that exist', () => {
    for (const link of [...navigation.headerLinks, ...navigation.companyLinks])
      expect(routePaths.has(link.href)).toBe(true);
    for (const [key, meta] of Object.entries(pageMeta)) {
      if (key !== 'notFound') expect(routePaths.has(meta.path)).toBe(true);
    }
  });

  it('dials the number each phone shows', () => {
    for (const phone of siteConfig.phones)
      expect(dialNumber(phone.display)).toBe(`+${phone.display.replace(/\D/g, '')}`);
  });
});

describe('the footer shows what business.yaml says', () => {
  it('gives the e-mail, every phone and every office, then the copyright year', async () => {
    const business = await entryData('business', 'business');
    const footer = renderHtml(
      <SiteFooter
        business={siteConfig}
        companyLinks={navigation.companyLinks}
        services={services}
        currentPath="/"
      />,
    );
    expect(footer.querySelector(`a[href="mailto:${business.email}"]`)).toHaveTextContent(
      business.email,
    );
    for (const phone of business.phones)
      expect(footer.querySelector(`a[href="tel:${dialNumber(phone.display)}"]`)).toHaveTextContent(
        phone.display,
      );
    expectInOrder(footer, [
      ...business.addresses.flatMap((address) => [
        address.label,
        ...address.lines,
        address.country,
      ]),
      `© ${business.copyrightYear} ${business.name}`,
    ]);
  });
});

describe('the footer says where the visitor is', () => {
  it('marks the link to a section on a page below it, and a service page as the page', () => {
    const section = navigation.companyLinks.find(
      (link) => link.href.startsWith('/') && link.href !== '/',
    );
    const service = services[0];
    if (!section || !service) throw new Error('no company link to a section, or no service');
    const render = (path: string) =>
      renderHtml(
        <SiteFooter
          business={siteConfig}
          companyLinks={navigation.companyLinks}
          services={services}
          currentPath={path}
        />,
      );
    const below = [...render(`${section.href}/a-page-below`).querySelectorAll('[aria-current]')];
    expect(
      below.map((link) => [link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([[section.href, 'true']]);
    const onService = [...render(service.href).querySelectorAll('[aria-current]')];
    expect(onService.map((link) => link.getAttribute('aria-current'))).toEqual(['page']);
  });
});
