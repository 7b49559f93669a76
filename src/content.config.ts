/**
 * Every collection of the site's content: where its entries live and the schema each entry
 * must meet (src/content/schemas/). A build, `npm run check:content` and the development
 * server all refuse an entry that does not, naming the file, the field and what was expected.
 *
 * Lists a marketer reorders are folders of entries with an `order` field; a page's own copy
 * is one file.
 */
import { defineCollection } from 'astro:content';
import { checkedGlob, legalGlob, orderedGlob, singleFile } from './content/loaders';
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

/**
 * A collection of one file (singleFile) is a page's copy or a part of every page: its entry's
 * id is the file's name, and the file is required. This says what a page's file holds, for the
 * message if it goes missing.
 */
const pageCopy = (page: string) => `the words of ${page}`;

export const collections = {
  business: defineCollection({
    loader: singleFile(
      siteFolder,
      'business',
      'the business details shown on every page (name, phone numbers, e-mail and offices)',
    ),
    schema: business,
  }),
  navigation: defineCollection({
    loader: singleFile(siteFolder, 'navigation', 'the links of the menu and the footer'),
    schema: navigation,
  }),
  closingCta: defineCollection({
    loader: singleFile(
      siteFolder,
      'closing-cta',
      'the closing call to action at the foot of pages',
    ),
    schema: closingCta,
  }),

  homePage: defineCollection({
    loader: singleFile(pagesFolder, 'home', pageCopy('the home page')),
    schema: homePage,
  }),
  aboutPage: defineCollection({
    loader: singleFile(pagesFolder, 'about-us', pageCopy('the About Us page')),
    schema: (context) => aboutPage({ ...checkedPictures(context), ...checkedVideos() }),
  }),
  portfolioPage: defineCollection({
    loader: singleFile(pagesFolder, 'portfolio', pageCopy('the Portfolio page')),
    schema: portfolioPage,
  }),
  servicesPage: defineCollection({
    loader: singleFile(pagesFolder, 'services', pageCopy('the Services page')),
    schema: servicesPage,
  }),
  contactPage: defineCollection({
    loader: singleFile(pagesFolder, 'contact', pageCopy('the Contact page and its form')),
    schema: contactPage,
  }),
  notFoundPage: defineCollection({
    loader: singleFile(
      pagesFolder,
      'not-found',
      pageCopy('the page shown for an address that does not exist'),
    ),
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
    loader: checkedGlob({ pattern: '*.yaml', base: servicePagesFolder }),
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
