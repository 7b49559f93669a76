/**
 * Server-only: the services (src/content/services/), the hosting plans
 * (src/content/hosting-plans/) and the service pages (src/content/service-pages/), in order,
 * with the rules that compare entries: every service page belongs to a service, and exactly
 * one plan is recommended.
 */
import { getCollection } from 'astro:content';
import type { HostingPlan } from '~/content/schemas/services';
import {
  lowestPlanPriceToken,
  sectionForPage,
  servicePagesFolder,
} from '~/content/schemas/service-page';
import type { Service, ServiceCard, ServicePage, ServicePageSection } from '~/content/types';
import { resolvePoster } from '~/lib/images';
import { heroVideo } from '~/lib/videos';
import { singleEntry } from './entry';
import { inOrder } from './order';
import { ContentRefusal } from '~/lib/content-refusal';

/** The copy of /services around the cards, its filter row and its process steps. */
export const servicesCopy = await singleEntry(
  'servicesPage',
  'services',
  'src/content/pages/services.yaml',
);

export const servicesMeta = { ...servicesCopy.seo, path: '/services' };

const serviceEntries = inOrder(await getCollection('services'));

export const services: readonly Service[] = serviceEntries.map(({ id, data }) => {
  const { title, summary, description, icon } = data;
  return { slug: id, title, summary, description, icon, href: `/services/${id}` };
});

export const serviceCards: readonly ServiceCard[] = serviceEntries.map(({ id, data }) => ({
  ...data.card,
  id: data.order,
  slug: id,
  icon: data.icon,
  href: `/services/${id}`,
}));

/** The service at /services/<slug>. */
export function serviceFor(slug: string): Service {
  const service = services.find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`No service ${slug}`);
  return service;
}

/** The /services card for a service page, the single source of its starting price. */
export function serviceCardFor(slug: string): ServiceCard {
  const card = serviceCards.find((candidate) => candidate.slug === slug);
  if (!card) throw new Error(`No service card for ${slug}`);
  return card;
}

export const hostingPlans: readonly HostingPlan[] = inOrder(
  await getCollection('hostingPlans'),
).map(({ data }) => data);

/** The cheapest plan's price and period, e.g. '$2.99/month'. */
const lowestPlanPrice = (() => {
  const [cheapest] = [...hostingPlans].sort(
    (a, b) => Number(a.price.replace(/[^\d.]/g, '')) - Number(b.price.replace(/[^\d.]/g, '')),
  );
  return cheapest ? `${cheapest.price}${cheapest.period}` : '';
})();

const withPrices = (words: string) => words.replaceAll(lowestPlanPriceToken, lowestPlanPrice);

const pageEntries = await getCollection('servicePages');

// The rules that compare the services, their pages and the plans, each broken one told at once.
const recommended = hostingPlans.filter((plan) => plan.recommended);
const refusals = [
  ...(recommended.length === 1
    ? []
    : [
        `In src/content/hosting-plans/, exactly one plan must have "recommended: true"; ${recommended.length} do (${recommended.map((plan) => plan.name).join(', ') || 'none'}).`,
      ]),
  ...pageEntries
    .filter(({ id }) => !services.some((service) => service.slug === id))
    .map(
      ({ id, filePath }) =>
        `${filePath ?? id} has no service of the same name in src/content/services/: name the page after one of ${services.map((service) => `${service.slug}.yaml`).join(', ')}.`,
    ),
];
if (refusals.length > 0) throw new ContentRefusal(refusals.join('\n'));

/** The service pages, in the order of their services. */
export const servicePages: readonly ServicePage[] = await Promise.all(
  services
    .map((service) => pageEntries.find((page) => page.id === service.slug))
    .filter((page) => page !== undefined)
    .map(async ({ id, data }) => {
      const { poster, video, videoWebm, seo, hero, sections, ...page } = data;
      return {
        ...page,
        sections: sections
          .map(sectionForPage)
          .map((section): ServicePageSection =>
            section.kind === 'plans' ? { ...section, plans: hostingPlans } : section,
          ),
        slug: id,
        meta: {
          title: withPrices(seo.title),
          description: seo.description,
          path: `/services/${id}`,
        },
        hero: { ...hero, priceFact: hero.priceFact && withPrices(hero.priceFact) },
        heroVideo: heroVideo(await resolvePoster(poster), servicePagesFolder, {
          mp4: video,
          webm: videoWebm,
        }),
      };
    }),
);

/** The service page at /services/<slug>. */
export function servicePageFor(slug: string): ServicePage {
  const page = servicePages.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`No service page for ${slug}`);
  return page;
}
