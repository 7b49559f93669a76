import { siteConfig } from '~/config/site';
import type { LegalDocument } from '~/content/legal';
import { media } from '~/content/media';
import type { PageMeta } from '~/content/types';
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  websiteJsonLd,
  type JsonLd,
} from './structured-data';
import { absoluteUrl, mediaUrl } from './urls';

export interface SeoInput extends PageMeta {
  /** Page-specific structured data, added after the site-wide blocks. */
  jsonLd?: readonly JsonLd[];
  /** For pages search engines should not list (the 404 page). */
  noIndex?: boolean;
}

/** One tag of a page's <head>, as src/layouts/page-layout.astro writes it. */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: 'canonical'; href: string }
  | { 'script:ld+json': JsonLd };

/** 'Services' → 'Services | Brightwave Digital'; a title that already names the brand is kept. */
export function pageTitle(title: string): string {
  return title.includes(siteConfig.name) ? title : `${title} | ${siteConfig.name}`;
}

/**
 * Turns a page's title, description and path into every head tag the
 * page needs: title, description, canonical, Open Graph, Twitter card and
 * JSON-LD. Pure: builds a new array on every call, shares nothing.
 */
export function seo({
  title,
  description,
  path,
  jsonLd = [],
  noIndex = false,
}: SeoInput): HeadTag[] {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  const image = absoluteUrl(mediaUrl(media.og.path));
  const descriptors: HeadTag[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteConfig.name },
    { property: 'og:locale', content: siteConfig.locale },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(media.og.width) },
    { property: 'og:image:height', content: String(media.og.height) },
    {
      property: 'og:image:alt',
      content: `${siteConfig.name}: ${siteConfig.tagline.toLowerCase()}`,
    },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  if (noIndex) descriptors.push({ name: 'robots', content: 'noindex' });
  for (const block of [organizationJsonLd(), websiteJsonLd(), ...jsonLd]) {
    descriptors.push({ 'script:ld+json': block });
  }
  return descriptors;
}

/** A legal page's head: its own title and description, and its place under Home. */
export function legalPageSeo({ meta }: LegalDocument): SeoInput {
  const trail = [
    { name: 'Home', path: '/' },
    { name: meta.title, path: meta.path },
  ];
  return { ...meta, jsonLd: [breadcrumbJsonLd(trail)] };
}
