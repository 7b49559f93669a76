/**
 * Server-only: the home page's copy (src/content/pages/home.yaml), its testimonials numbered and
 * its project teasers encoded; src/pages/index.astro hands them to the page component.
 */
import { getCollection } from 'astro:content';
import type { PortfolioItem, Testimonial } from '~/content/types';
import { caseStudyAt } from '~/lib/case-study-links';
import { resolveImage } from '~/lib/images';
import { caseStudyLinks } from './case-studies';
import { singleEntry } from './entry';
import { inOrder } from './order';

export const homeCopy = await singleEntry('homePage', 'home', 'src/content/pages/home.yaml');

export const homeMeta = { ...homeCopy.seo, path: '/' };

/** The testimonials, numbered by their place on the page (1 first), which is their id. */
export const testimonials: readonly Testimonial[] = homeCopy.testimonials.items.map((item, i) => ({
  id: i + 1,
  ...item,
}));

export const portfolioTeaser: readonly PortfolioItem[] = await Promise.all(
  inOrder(await getCollection('homeProjects')).map(async ({ data }) => {
    const { order, image, imageAlt, ...item } = data;
    return {
      ...item,
      image: await resolveImage(image, 'teaser', imageAlt),
      caseStudy: caseStudyAt(item.link, caseStudyLinks),
    };
  }),
);
