/**
 * Every collection of the site's content, once: its name, where its files are, the schema each
 * entry must meet, the name a marketer knows it by, where the editor's menu lists it and the
 * page that shows it. src/content.config.ts makes Astro's collections of it (with the loaders
 * that check the files) and src/editor/content.ts the editor's, so a new collection is one
 * entry here. This module loads in the editor's browser too: it names files, never reads them.
 */
import type { z } from 'astro/zod';
import type { PictureContext } from './schemas/fields';
import { addressesFile, publishedAddresses } from './schemas/addresses';
import { article, articlesFolder } from './schemas/article';
import { caseStudiesFolder, caseStudy } from './schemas/case-study';
import { legalFolder, legalPage } from './schemas/legal';
import {
  aboutPage,
  contactPage,
  homePage,
  insightsPage,
  notFoundPage,
  pagesFolder,
  portfolioPage,
  servicesPage,
} from './schemas/pages';
import { homeProject, homeProjectsFolder, project, projectsFolder } from './schemas/portfolio';
import { servicePage, servicePagesFolder } from './schemas/service-page';
import { hostingPlan, hostingPlansFolder, service, servicesFolder } from './schemas/services';
import { business, closingCta, navigation, siteFolder } from './schemas/site';
import { teamFolder, teamMember } from './schemas/team';
import type { VideoContext } from './schemas/video-field';

/**
 * What a schema's pictures and videos are made with: the build's check the files
 * (src/content/pictures.ts, videos.ts), the editor's take their names (src/editor/pictures.ts).
 */
export type MediaContext = PictureContext & VideoContext;

/** The groups of the editor's side menu, in the order it shows them. */
export const menuGroups = ['Pages', 'Publishing', 'Lists', 'Every page'] as const;

interface Collection {
  /** The folder of its files. */
  folder: string;
  schema: (media: MediaContext) => z.ZodObject;
  /** Its name in the editor. */
  label: string;
  /** Where the editor's side menu lists it. */
  group: (typeof menuGroups)[number];
  /** The page that shows it, the editor's "Preview"; `{slug}` is the entry's file name. */
  preview: string;
}

/** One YAML file, `<file>.yaml`: a page's copy, or a part of every page. */
interface OneFile extends Collection {
  kind: 'file';
  file: string;
  /** What the file holds, for the message if it goes missing. */
  holds: string;
}

/**
 * A folder of YAML entries a marketer adds, removes and reorders by their `order`; each file is
 * named after the entry's `named.key` field when it is made.
 */
interface List extends Collection {
  kind: 'list';
  named: { key: string; label: string };
}

/** A folder of pages whose file name is their address, such as `example`. */
interface AddressedPages extends Collection {
  kind: 'pages';
  /** YAML files, or Markdown ones whose body is the page's text (legal pages). */
  format: 'yaml' | 'markdown';
  example: string;
  /**
   * Each file is named like an entry of another folder, such as a project's case study: that
   * folder, and what one of its entries is called. The loader refuses any other name.
   */
  namedLike?: { folder: string; what: string };
}

/**
 * A folder of Markdown articles whose file name is their address (`example`): the fields at the
 * head of each file, the text as its body (src/lib/article-markdown.ts), the pictures of both in
 * a folder of the same name. A draft or an article dated in the future is left out of builds.
 */
interface Articles extends Collection {
  kind: 'articles';
  example: string;
}

export type ContentCollection = OneFile | List | AddressedPages | Articles;

const pageCopy = (page: string) => `the words of ${page}`;

/** Every collection, in the order the editor's menu shows them within each group. */
export const contentCollections = {
  homePage: {
    kind: 'file',
    folder: pagesFolder,
    file: 'home',
    holds: pageCopy('the home page'),
    schema: () => homePage,
    label: 'Home page',
    group: 'Pages',
    preview: '/',
  },
  aboutPage: {
    kind: 'file',
    folder: pagesFolder,
    file: 'about-us',
    holds: pageCopy('the About Us page'),
    schema: aboutPage,
    label: 'About page',
    group: 'Pages',
    preview: '/about-us',
  },
  portfolioPage: {
    kind: 'file',
    folder: pagesFolder,
    file: 'portfolio',
    holds: pageCopy('the Portfolio page'),
    schema: () => portfolioPage,
    label: 'Portfolio page',
    group: 'Pages',
    preview: '/portfolio',
  },
  servicesPage: {
    kind: 'file',
    folder: pagesFolder,
    file: 'services',
    holds: pageCopy('the Services page'),
    schema: () => servicesPage,
    label: 'Services page',
    group: 'Pages',
    preview: '/services',
  },
  insightsPage: {
    kind: 'file',
    folder: pagesFolder,
    file: 'insights',
    holds: pageCopy('the Insights pages and what surrounds every article'),
    schema: () => insightsPage,
    label: 'Insights page',
    group: 'Pages',
    preview: '/insights',
  },
  contactPage: {
    kind: 'file',
    folder: pagesFolder,
    file: 'contact',
    holds: pageCopy('the Contact page and its form'),
    schema: () => contactPage,
    label: 'Contact page',
    group: 'Pages',
    preview: '/contact',
  },
  notFoundPage: {
    kind: 'file',
    folder: pagesFolder,
    file: 'not-found',
    holds: pageCopy('the page shown for an address that does not exist'),
    schema: () => notFoundPage,
    label: '“Page not found” page',
    group: 'Pages',
    preview: '/404',
  },

  articles: {
    kind: 'articles',
    folder: articlesFolder,
    example: '/insights/what-a-fast-website-is-worth',
    schema: article,
    label: 'Articles',
    group: 'Publishing',
    preview: '/insights/{slug}',
  },
  caseStudies: {
    kind: 'pages',
    format: 'yaml',
    folder: caseStudiesFolder,
    example: '/portfolio/ledgerly',
    namedLike: { folder: projectsFolder, what: 'project' },
    schema: caseStudy,
    label: 'Case studies',
    group: 'Publishing',
    preview: '/portfolio/{slug}',
  },

  team: {
    kind: 'list',
    folder: teamFolder,
    named: { key: 'name', label: 'Name' },
    schema: teamMember,
    label: 'Team members',
    group: 'Lists',
    preview: '/about-us',
  },
  projects: {
    kind: 'list',
    folder: projectsFolder,
    named: { key: 'name', label: 'Name' },
    schema: project,
    label: 'Portfolio projects',
    group: 'Lists',
    preview: '/portfolio',
  },
  homeProjects: {
    kind: 'list',
    folder: homeProjectsFolder,
    named: { key: 'title', label: 'Name' },
    schema: homeProject,
    label: 'Home page projects',
    group: 'Lists',
    preview: '/',
  },
  services: {
    kind: 'list',
    folder: servicesFolder,
    named: { key: 'title', label: 'Name' },
    schema: () => service,
    label: 'Services',
    group: 'Lists',
    preview: '/services/{slug}',
  },
  servicePages: {
    kind: 'pages',
    format: 'yaml',
    folder: servicePagesFolder,
    example: '/services/web-hosting',
    schema: servicePage,
    label: 'Service pages',
    group: 'Lists',
    preview: '/services/{slug}',
  },
  hostingPlans: {
    kind: 'list',
    folder: hostingPlansFolder,
    named: { key: 'name', label: 'Name' },
    schema: () => hostingPlan,
    label: 'Hosting plans',
    group: 'Lists',
    preview: '/services/web-hosting',
  },
  legal: {
    kind: 'pages',
    format: 'markdown',
    folder: legalFolder,
    example: '/privacy-policy',
    schema: () => legalPage,
    label: 'Legal pages',
    group: 'Lists',
    preview: '/{slug}',
  },

  business: {
    kind: 'file',
    folder: siteFolder,
    file: 'business',
    holds: 'the business details shown on every page (name, phone numbers, e-mail and offices)',
    schema: () => business,
    label: 'Business details',
    group: 'Every page',
    preview: '/contact',
  },
  navigation: {
    kind: 'file',
    folder: siteFolder,
    file: 'navigation',
    holds: 'the links of the menu and the footer',
    schema: () => navigation,
    label: 'Header and footer links',
    group: 'Every page',
    preview: '/',
  },
  closingCta: {
    kind: 'file',
    folder: siteFolder,
    file: 'closing-cta',
    holds: 'the closing call to action at the foot of pages',
    schema: () => closingCta,
    label: 'Closing call to action',
    group: 'Every page',
    preview: '/about-us',
  },
  publishedAddresses: {
    kind: 'file',
    folder: siteFolder,
    file: addressesFile,
    holds:
      'every address the site has published, and where each one leads once its page is renamed or removed',
    schema: () => publishedAddresses,
    label: 'Published addresses',
    group: 'Every page',
    preview: '/',
  },
} as const satisfies Record<string, ContentCollection>;

export type CollectionName = keyof typeof contentCollections;
