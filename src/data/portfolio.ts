/** Server-only: the /portfolio page's copy (src/content/pages/portfolio.yaml) and its projects. */
import { getCollection } from 'astro:content';
import type { PortfolioProject } from '~/content/types';
import { resolveImage } from '~/lib/images';
import { caseStudyLinks } from './case-studies';
import { singleEntry } from './entry';
import { inOrder } from './order';

export const portfolioCopy = await singleEntry(
  'portfolioPage',
  'portfolio',
  'src/content/pages/portfolio.yaml',
);

export const portfolioMeta = { ...portfolioCopy.seo, path: '/portfolio' };

export const projects: readonly PortfolioProject[] = await Promise.all(
  inOrder(await getCollection('projects')).map(async ({ id, data }) => {
    const { order, image, imageAlt, ...project } = data;
    return {
      ...project,
      image: await resolveImage(image, 'mockup', imageAlt),
      caseStudy: caseStudyLinks.find((link) => link.slug === id)?.path,
    };
  }),
);
