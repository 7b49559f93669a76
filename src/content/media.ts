/**
 * The catalogue of generated media (made by `npm run media`, see
 * scripts/generate-media.mjs): every image and video the pages show, with its
 * intrinsic size and alt text. Files live under `${siteConfig.mediaBaseUrl}/`.
 */
import type { ImageAsset, ServiceSlug, VideoAsset } from './types';

type HeroVideoSlug = 'about-us' | ServiceSlug;

const posterWidths = [640, 1280, 1920] as const;
const mockupWidths = [480, 800, 1200] as const;
const portraitWidths = [320, 640] as const;

function heroVideo(slug: HeroVideoSlug): VideoAsset {
  return {
    path: `video/${slug}`,
    poster: { path: `poster/${slug}`, widths: posterWidths, width: 1920, height: 1080, alt: '' },
  };
}

function mockup(path: string, alt: string): ImageAsset {
  return { path, widths: mockupWidths, width: 1200, height: 750, alt };
}

function portrait(slug: string, name: string): ImageAsset {
  return {
    path: `team/${slug}`,
    widths: portraitWidths,
    width: 640,
    height: 640,
    alt: `Illustrated portrait of ${name}`,
  };
}

export const media = {
  heroVideos: {
    'about-us': heroVideo('about-us'),
    'website-development': heroVideo('website-development'),
    'frontend-development': heroVideo('frontend-development'),
    'backend-development': heroVideo('backend-development'),
    'seo-digital-marketing': heroVideo('seo-digital-marketing'),
    'email-marketing': heroVideo('email-marketing'),
    'web-hosting': heroVideo('web-hosting'),
  },
  portfolio: {
    'lumina-health': mockup(
      'portfolio/lumina-health',
      'Lumina Health patient portal showing an upcoming telehealth video consultation, a heart-rate chart, blood pressure, sleep quality and the day’s appointments',
    ),
    'northpeak-outfitters': mockup(
      'portfolio/northpeak-outfitters',
      'Northpeak Outfitters storefront with an illustrated mountain hero banner and new-arrival backpacks, jackets, boots and tents',
    ),
    ledgerly: mockup(
      'portfolio/ledgerly',
      'Ledgerly finance dashboard with revenue, expense and margin cards, an income-versus-spend cash-flow chart, spending by category and recent transactions',
    ),
    'atelier-nord': mockup(
      'portfolio/atelier-nord',
      'Atelier Nord architecture studio website with an elegant serif headline, an illustrated modernist villa and a row of selected projects',
    ),
    routewise: mockup(
      'portfolio/routewise',
      'Routewise fleet-tracking platform with a live city map of delivery routes and trucks beside a list of vehicles and their status',
    ),
  },
  teaser: {
    'orbit-fitness': mockup(
      'teaser/orbit-fitness',
      'Orbit Fitness studio website with a weekly class timetable, beside its phone app for booking yoga, spin and boxing classes',
    ),
    'harbor-legal': mockup(
      'teaser/harbor-legal',
      'Harbor Legal law firm website with a navy hero, a lighthouse illustration, firm statistics and cards for its practice areas',
    ),
    'verde-market': mockup(
      'teaser/verde-market',
      'Verde Market organic grocery delivery app with fresh produce cards, category filters and a basket ready for checkout',
    ),
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
} as const satisfies {
  heroVideos: Record<HeroVideoSlug, VideoAsset>;
  portfolio: Record<string, ImageAsset>;
  teaser: Record<string, ImageAsset>;
  team: Record<string, ImageAsset>;
  og: { path: string; width: number; height: number };
};
