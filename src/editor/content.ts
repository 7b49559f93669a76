/**
 * What the editor (`npm run edit`, /keystatic) shows: every collection of src/content.config.ts,
 * under the name a marketer knows it by, with its fields made from its schema, the files it
 * reads and writes, and the page that shows it ("Preview" in an entry's menu).
 *
 * A list (team, projects, services, plans) is a folder of entries, one file each; a new
 * entry's file is named after it (entry-name.tsx) and never shown, and so is the folder of its
 * pictures.
 * A page's own copy is one file.
 */
import { fields, singleton, type Collection, type ComponentSchema } from '@keystatic/core';
import type { z } from 'astro/zod';
import { legalFolder, legalPage } from '~/content/schemas/legal';
import {
  aboutPage,
  contactPage,
  homePage,
  notFoundPage,
  pagesFolder,
  portfolioPage,
  servicesPage,
} from '~/content/schemas/pages';
import {
  homeProject,
  homeProjectsFolder,
  project,
  projectsFolder,
} from '~/content/schemas/portfolio';
import { servicePage, servicePagesFolder } from '~/content/schemas/service-page';
import {
  hostingPlan,
  hostingPlansFolder,
  service,
  servicesFolder,
} from '~/content/schemas/services';
import { business, closingCta, navigation, siteFolder } from '~/content/schemas/site';
import { teamFolder, teamMember } from '~/content/schemas/team';
import { keepNamesRight } from './accessible-names';
import { entryName } from './entry-name';
import { fieldsOf } from './fields-from-schema';
import { legalText } from './legal-text';
import { editorPictures } from './pictures';
import { editorVideos } from './videos';

/** A page's copy: one YAML file, its pictures in a folder of the same name. */
function page(label: string, folder: string, name: string, schema: z.ZodObject, preview: string) {
  return singleton({
    label,
    path: `${folder}/${name}`,
    format: { data: 'yaml' },
    previewUrl: preview,
    schema: fieldsOf(schema, { page: name }),
  });
}

/**
 * Pages whose file name is their address (`address`, with Keystatic's {slug} for the name),
 * written nowhere inside them; a `body` makes the file Markdown with the fields at its head.
 */
function addressedPages(
  label: string,
  folder: string,
  schema: z.ZodObject,
  address: string,
  example: string,
  body?: { body: ComponentSchema },
) {
  return {
    label,
    path: `${folder}/*`,
    format: body ? { contentField: 'body' } : { data: 'yaml' },
    slugField: 'address',
    previewUrl: address,
    schema: {
      address: fields.text({
        label: 'Address',
        description: `The file’s name, which is the page’s address: ${example}. Lower-case words joined by -.`,
        validation: {
          isRequired: true,
          pattern: {
            regex: /^[a-z0-9]+(-[a-z0-9]+)*$/,
            message: 'Write the address in lower-case words joined by -, like web-hosting.',
          },
        },
      }),
      ...fieldsOf(schema, {}),
      ...body,
    },
  } satisfies EditorCollection;
}

/** A folder of entries, one YAML file each, named by `slugKey`'s field. */
function list(
  label: string,
  folder: string,
  schema: z.ZodObject,
  named: { key: string; label: string },
  preview: string,
) {
  const schemaFields: Record<string, ComponentSchema> = {
    ...fieldsOf(schema, {}),
    [named.key]: entryName(named.label, schema.shape[named.key] as z.ZodType),
  };
  return {
    label,
    path: `${folder}/*`,
    format: { data: 'yaml' },
    slugField: named.key,
    // The list shows each entry's name as the site shows it, and its position.
    columns: [named.key, ...('order' in schema.shape ? ['order'] : [])],
    previewUrl: preview,
    schema: schemaFields,
  } satisfies EditorCollection;
}

/** A folder of entries; which field names each is known only when the schema is read. */
type EditorCollection = Collection<Record<string, ComponentSchema>, string>;

export const singletons = {
  business: page('Business details', siteFolder, 'business', business, '/contact'),
  navigation: page('Header and footer links', siteFolder, 'navigation', navigation, '/'),
  closingCta: page('Closing call to action', siteFolder, 'closing-cta', closingCta, '/about-us'),
  homePage: page('Home page', pagesFolder, 'home', homePage, '/'),
  aboutPage: page(
    'About page',
    pagesFolder,
    'about-us',
    aboutPage({ ...editorPictures, ...editorVideos }),
    '/about-us',
  ),
  portfolioPage: page('Portfolio page', pagesFolder, 'portfolio', portfolioPage, '/portfolio'),
  servicesPage: page('Services page', pagesFolder, 'services', servicesPage, '/services'),
  contactPage: page('Contact page', pagesFolder, 'contact', contactPage, '/contact'),
  notFoundPage: page('“Page not found” page', pagesFolder, 'not-found', notFoundPage, '/404'),
};

export const collections = {
  team: list(
    'Team members',
    teamFolder,
    teamMember(editorPictures),
    { key: 'name', label: 'Name' },
    '/about-us',
  ),
  projects: list(
    'Portfolio projects',
    projectsFolder,
    project(editorPictures),
    { key: 'name', label: 'Name' },
    '/portfolio',
  ),
  homeProjects: list(
    'Home page projects',
    homeProjectsFolder,
    homeProject(editorPictures),
    { key: 'title', label: 'Name' },
    '/',
  ),
  services: list(
    'Services',
    servicesFolder,
    service,
    { key: 'title', label: 'Name' },
    '/services/{slug}',
  ),
  hostingPlans: list(
    'Hosting plans',
    hostingPlansFolder,
    hostingPlan,
    { key: 'name', label: 'Name' },
    '/services/web-hosting',
  ),
  servicePages: addressedPages(
    'Service pages',
    servicePagesFolder,
    servicePage({ ...editorPictures, ...editorVideos }),
    '/services/{slug}',
    '/services/web-hosting',
  ),
  legal: addressedPages('Legal pages', legalFolder, legalPage, '/{slug}', '/privacy-policy', {
    body: legalText(),
  }),
};

type EntryName = keyof typeof collections | keyof typeof singletons;

/** The editor's side menu, in the order a marketer meets the site. */
export const navigationGroups: Record<string, EntryName[]> = {
  Pages: ['homePage', 'aboutPage', 'portfolioPage', 'servicesPage', 'contactPage', 'notFoundPage'],
  Lists: ['team', 'projects', 'homeProjects', 'services', 'servicePages', 'hostingPlans', 'legal'],
  'Every page': ['business', 'navigation', 'closingCta'],
};

// In the editor's page (on this computer and on the live site), not where the config is read on
// the server: names Keystatic leaves out (accessible-names.ts).
if (typeof document !== 'undefined') keepNamesRight(document);

/** The editor's name and side menu, the same on this computer and on the live site. */
export const ui = { brand: { name: 'Brightwave content' }, navigation: navigationGroups };
