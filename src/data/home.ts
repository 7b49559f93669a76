/** Server-only: the home page's copy (src/content/pages/home.yaml) and its project teasers. */
import { getCollection } from 'astro:content';
import type { PortfolioItem, Testimonial } from '~/content/types';
import { resolveImage } from '~/lib/images';
import { singleEntry } from './entry';
import { inOrder } from './order';

const home = await singleEntry('homePage', 'home', 'src/content/pages/home.yaml');

export const homeMeta = { ...home.seo, path: '/' };
export const homeHero = home.hero;
export const homeHeroStats = home.heroStats;
export const homeServicesIntro = home.services;
export const homeAbout = home.about;
export const { linkLabel: portfolioTeaserLinkLabel, ...homePortfolioIntro } = home.portfolio;
export const { items: testimonialItems, ...homeTestimonialsIntro } = home.testimonials;

/** The testimonials, numbered by their place on the page (1 first), which is their id. */
export const testimonials: readonly Testimonial[] = testimonialItems.map((item, i) => ({
  id: i + 1,
  ...item,
}));

export const portfolioTeaser: readonly PortfolioItem[] = await Promise.all(
  inOrder(await getCollection('homeProjects')).map(async ({ data }) => {
    const { order, image, imageAlt, ...item } = data;
    return { ...item, image: await resolveImage(image, 'teaser', imageAlt) };
  }),
);
