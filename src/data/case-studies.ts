/**
 * Server-only: the projects' case studies (src/content/case-studies/), in the projects' order,
 * each with its project's name, tags and live site and its pictures encoded; and the link from
 * each project to its case study, which the /portfolio and home page cards follow.
 */
import { getCollection } from 'astro:content';
import type { CaseStudy } from '~/content/types';
import type { CaseStudyLink } from '~/lib/case-study-links';
import { resolveImage } from '~/lib/images';
import { inOrder } from './order';

const projects = inOrder(await getCollection('projects'));
const entries = await getCollection('caseStudies');

/** The case studies' paths and their projects' live sites, read before any picture is encoded. */
export const caseStudyLinks: readonly CaseStudyLink[] = projects.flatMap(({ id, data }) =>
  entries.some((entry) => entry.id === id)
    ? [{ slug: id, path: `/portfolio/${id}`, url: data.url }]
    : [],
);

export const caseStudies: readonly CaseStudy[] = await Promise.all(
  caseStudyLinks.map(async ({ slug, path }) => {
    // The loader refuses a case study named like no project, so both are there.
    const { seo, pictures, ...story } = entries.find((entry) => entry.id === slug)!.data;
    const { name, url, tags } = projects.find((project) => project.id === slug)!.data;
    return {
      ...story,
      slug,
      meta: { ...seo, path },
      project: { name, url, tags },
      pictures: await Promise.all(
        pictures.map(async ({ image, alt, caption }) => ({
          image: await resolveImage(image, 'mockup', alt),
          caption,
        })),
      ),
    };
  }),
);
