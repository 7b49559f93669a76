/**
 * Every collection of the site's content: where its entries live and the schema each entry
 * must meet (src/content/schemas/). A build, `npm run check:content` and the development
 * server all refuse an entry that does not, naming the file, the field and what was expected.
 *
 * Lists a marketer reorders are folders of entries with an `order` field; a page's own copy
 * is one file.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { legalGlob, orderedGlob } from './content/loaders';
import { checkedPictures } from './content/pictures';
import { legalFolder, legalPage } from './content/schemas/legal';
import {
  aboutPage,
  contactPage,
  homePage,
  notFoundPage,
  pagesFolder,
  portfolioPage,
  servicesPage,
} from './content/schemas/pages';
import {
  homeProject,
  homeProjectsFolder,
  project,
  projectsFolder,
} from './content/schemas/portfolio';
import { servicePage, servicePagesFolder } from './content/schemas/service-page';
import {
  hostingPlan,
  hostingPlansFolder,
  service,
  servicesFolder,
} from './content/schemas/services';
import { checkedVideos } from './content/videos';
import { business, closingCta, navigation, siteFolder } from './content/schemas/site';
import { teamFolder, teamMember } from './content/schemas/team';

/** A collection of one file, such as a page's copy: its entry's id is the file's name. */
const single = (folder: string, name: string) => glob({ pattern: `${name}.yaml`, base: folder });

export const collections = {
  business: defineCollection({ loader: single(siteFolder, 'business'), schema: business }),
  navigation: defineCollection({ loader: single(siteFolder, 'navigation'), schema: navigation }),
  closingCta: defineCollection({ loader: single(siteFolder, 'closing-cta'), schema: closingCta }),

  homePage: defineCollection({ loader: single(pagesFolder, 'home'), schema: homePage }),
  aboutPage: defineCollection({
    loader: single(pagesFolder, 'about-us'),
    schema: (context) => aboutPage({ ...checkedPictures(context), ...checkedVideos() }),
  }),
  portfolioPage: defineCollection({
    loader: single(pagesFolder, 'portfolio'),
    schema: portfolioPage,
  }),
  servicesPage: defineCollection({ loader: single(pagesFolder, 'services'), schema: servicesPage }),
  contactPage: defineCollection({ loader: single(pagesFolder, 'contact'), schema: contactPage }),
  notFoundPage: defineCollection({
    loader: single(pagesFolder, 'not-found'),
    schema: notFoundPage,
  }),
  legal: defineCollection({
    loader: legalGlob({ pattern: '*.md', base: legalFolder }),
    schema: legalPage,
  }),

  services: defineCollection({
    loader: orderedGlob({ pattern: '*.yaml', base: servicesFolder }),
    schema: service,
  }),
  hostingPlans: defineCollection({
    loader: orderedGlob({ pattern: '*.yaml', base: hostingPlansFolder }),
    schema: hostingPlan,
  }),
  servicePages: defineCollection({
    loader: glob({ pattern: '*.yaml', base: servicePagesFolder }),
    schema: (context) => servicePage({ ...checkedPictures(context), ...checkedVideos() }),
  }),
  team: defineCollection({
    loader: orderedGlob({ pattern: '*.yaml', base: teamFolder }),
    schema: (context) => teamMember(checkedPictures(context)),
  }),
  projects: defineCollection({
    loader: orderedGlob({ pattern: '*.yaml', base: projectsFolder }),
    schema: (context) => project(checkedPictures(context)),
  }),
  homeProjects: defineCollection({
    loader: orderedGlob({ pattern: '*.yaml', base: homeProjectsFolder }),
    schema: (context) => homeProject(checkedPictures(context)),
  }),
};
