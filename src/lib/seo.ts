import { siteCard } from '~/config/site';
import type { Business } from '~/content/schemas/site';
import type { PageMeta } from '~/content/types';
import { articlesPath, feedPath, feedTitle } from './feed';
import type { SitePage } from './site-page';
import { socialCardFor } from './social-cards/card';
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  websiteJsonLd,
  type JsonLd,
} from './structured-data';
import { absoluteUrl, mediaUrl } from './urls';

export interface SeoInput extends PageMeta {
  /** Page-specific structured data, added after the agency's and the website's on the home page. */
  jsonLd?: readonly JsonLd[];
  /** For pages search engines should not list (the 404 page). */
  noIndex?: boolean;
  /** An article's page: shared as an article, with its days and topics. */
  article?: { published: string; modified?: string; topics: readonly string[] };
  /** The page whose social card this one shares: a list's first page, for its later pages. */
  cardOf?: string;
}

/** What `seo()` reads besides the page: the agency (business.yaml) and the pages with a card. */
export interface SeoSite {
  business: Business;
  pages: readonly SitePage[];
}

/** One tag of a page's <head>, as src/layouts/page-layout.astro writes it. */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: 'canonical'; href: string }
  | { tagName: 'link'; rel: 'alternate'; type: 'application/rss+xml'; title: string; href: string }
  | { 'script:ld+json': JsonLd };

/** 'Services' → 'Services | Brightwave Digital'; a title that already names the brand is kept. */
export function pageTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

/** The image a shared link shows: its absolute URL, size, type and alt text. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

/**
 * The page's own social card (/og/…jpg, drawn at build time by src/pages/og/), or the site card
 * for a page that has none: the 404 page.
 */
export function shareImage(path: string, { business, pages }: SeoSite): ShareImage {
  const card = socialCardFor(path, pages, business);
  if (card) {
    const { width, height, type, alt } = card;
    return { url: absoluteUrl(card.path), width, height, type, alt };
  }
  return {
    url: absoluteUrl(mediaUrl(siteCard.path)),
    width: siteCard.width,
    height: siteCard.height,
    type: 'image/jpeg',
    alt: `${business.name}: ${business.tagline.toLowerCase()}`,
  };
}

/**
 * Turns a page's title, description and path, and the site they belong to, into every head tag
 * the page needs: title, description, canonical, Open Graph, Twitter card and JSON-LD. Pure:
 * builds a new array on every call, shares nothing.
 */
export function seo(
  { title, description, path, jsonLd = [], noIndex = false, article, cardOf }: SeoInput,
  site: SeoSite,
): HeadTag[] {
  const { business } = site;
  const fullTitle = pageTitle(title, business.name);
  const url = absoluteUrl(path);
  const image = shareImage(cardOf ?? path, site);
  const articlesList = site.pages.find((page) => page.meta.path === articlesPath);
  const descriptors: HeadTag[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(articlesList
      ? [
          {
            tagName: 'link',
            rel: 'alternate',
            type: 'application/rss+xml',
            title: feedTitle(business.name, articlesList.name),
            href: absoluteUrl(feedPath),
          } as const,
        ]
      : []),
    { property: 'og:type', content: article ? 'article' : 'website' },
    { property: 'og:site_name', content: business.name },
    { property: 'og:locale', content: business.locale },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image.url },
    { property: 'og:image:type', content: image.type },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image.url },
    { name: 'twitter:image:alt', content: image.alt },
  ];
  if (article) {
    descriptors.push({ property: 'article:published_time', content: article.published });
    if (article.modified)
      descriptors.push({ property: 'article:modified_time', content: article.modified });
    for (const topic of article.topics)
      descriptors.push({ property: 'article:tag', content: topic });
  }
  if (noIndex) descriptors.push({ name: 'robots', content: 'noindex' });
  // The agency and the website are described once, on the home page, as search engines ask:
  // every other page's blocks name the agency by its `@id`. On every page they cost 0.4-0.5 KB
  // as sent, where 14 KB is what reaches a phone in the first round trip.
  const siteWide = path === '/' ? [organizationJsonLd(business), websiteJsonLd(business)] : [];
  for (const block of [...siteWide, ...jsonLd]) {
    descriptors.push({ 'script:ld+json': block });
  }
  return descriptors;
}

/** A legal page's head: its own title and description, and its place under Home. */
export function legalPageSeo({ meta }: { meta: PageMeta }): SeoInput {
  const trail = [
    { name: 'Home', path: '/' },
    { name: meta.title, path: meta.path },
  ];
  return { ...meta, jsonLd: [breadcrumbJsonLd(trail)] };
}
