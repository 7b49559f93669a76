/** Server-only: the /portfolio page's copy (src/content/pages/portfolio.yaml) and its projects. */
import { getCollection } from 'astro:content';
import type { PortfolioProject } from '~/content/types';
import { resolveImage } from '~/lib/images';
import { singleEntry } from './entry';
import { inOrder } from './order';

const page = await singleEntry('portfolioPage', 'portfolio', 'src/content/pages/portfolio.yaml');

export const portfolioMeta = { ...page.seo, path: '/portfolio' };
export const portfolioHero = page.hero;
export const projectsIntro = page.projects;
/** How many tags a project card lists after its category before it shows '+N More'. */
export const projectTagLimit = page.tagLimit;
export const portfolioClosing = page.closing;

export const projects: readonly PortfolioProject[] = await Promise.all(
  inOrder(await getCollection('projects')).map(async ({ data }) => {
    const { order, image, imageAlt, ...project } = data;
    return { ...project, image: await resolveImage(image, 'mockup', imageAlt) };
  }),
);

export interface ProjectTags {
  /** The first tag, shown as the category. */
  category: string;
  /** The tags listed on the card after the category. */
  shown: readonly string[];
  /** How many further tags the '+N More' chip stands for (0: no chip). */
  more: number;
}

/** Splits a project's tags into its category, the tags a card lists and the overflow count. */
export function projectTags(
  project: Pick<PortfolioProject, 'tags'>,
  limit: number = projectTagLimit,
): ProjectTags {
  const [category = '', ...rest] = project.tags;
  return { category, shown: rest.slice(0, limit), more: Math.max(0, rest.length - limit) };
}
