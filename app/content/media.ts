/**
 * Catalogue of the generated media (scripts/generate-media.mjs writes the
 * files under public/media). Paths are relative to `siteConfig.mediaBaseUrl`.
 */
import type { ImageAsset, VideoAsset } from './types';

const heroSlugs = [
  'about-us',
  'website-development',
  'frontend-development',
  'backend-development',
  'seo-digital-marketing',
  'email-marketing',
  'web-hosting',
] as const;

type HeroSlug = (typeof heroSlugs)[number];

const poster = (slug: HeroSlug): ImageAsset => ({
  path: `poster/${slug}`,
  widths: [640, 1280, 1920],
  width: 1920,
  height: 1080,
  alt: '',
});

const mockup = (folder: 'portfolio' | 'teaser', slug: string, alt: string): ImageAsset => ({
  path: `${folder}/${slug}`,
  widths: [480, 800, 1200],
  width: 1200,
  height: 750,
  alt,
});

const portrait = (slug: string, name: string): ImageAsset => ({
  path: `team/${slug}`,
  widths: [320, 640],
  width: 640,
  height: 640,
  alt: `Illustrated portrait of ${name}`,
});

export const media = {
  heroVideos: Object.fromEntries(heroSlugs.map((slug) => [slug, { path: `video/${slug}`, poster: poster(slug) }])) as Record<
    HeroSlug,
    VideoAsset
  >,
  portfolio: {
    'lumina-health': mockup('portfolio', 'lumina-health', 'Lumina Health patient portal showing upcoming telehealth appointments and vitals charts'),
    'northpeak-outfitters': mockup('portfolio', 'northpeak-outfitters', 'Northpeak Outfitters storefront with featured hiking gear and a seasonal collection banner'),
    ledgerly: mockup('portfolio', 'ledgerly', 'Ledgerly finance dashboard with cash-flow charts, invoices and account balances'),
    'atelier-nord': mockup('portfolio', 'atelier-nord', 'Atelier Nord architecture studio website with a full-bleed project gallery'),
    routewise: mockup('portfolio', 'routewise', 'Routewise fleet-tracking platform with a live delivery map and driver list'),
  },
  teaser: {
    'orbit-fitness': mockup('teaser', 'orbit-fitness', 'Orbit Fitness class booking site shown on a laptop and a phone'),
    'harbor-legal': mockup('teaser', 'harbor-legal', 'Harbor Legal law firm website with practice areas and a consultation form'),
    'verde-market': mockup('teaser', 'verde-market', 'Verde Market grocery delivery app with fresh produce and a checkout basket'),
  },
  team: {
    'aarav-mehta': portrait('aarav-mehta', 'Aarav Mehta'),
    'sarah-mitchell': portrait('sarah-mitchell', 'Sarah Mitchell'),
    'rohan-iyer': portrait('rohan-iyer', 'Rohan Iyer'),
    'emily-carter': portrait('emily-carter', 'Emily Carter'),
    'priya-nair': portrait('priya-nair', 'Priya Nair'),
    'daniel-brooks': portrait('daniel-brooks', 'Daniel Brooks'),
    'kavya-reddy': portrait('kavya-reddy', 'Kavya Reddy'),
  },
  og: { path: 'og/brightwave-og.jpg', width: 1200, height: 630 },
} as const;
