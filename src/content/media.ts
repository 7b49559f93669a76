/**
 * The catalogue of generated media (made by `npm run media`, see
 * scripts/generate-media.mjs): every image and video the pages show, with its alt text.
 * Images are lossless masters under src/assets/media/, imported so that Astro fingerprints
 * them; src/lib/images.ts encodes them with astro:assets into what the pages serve. Videos
 * are files under `${siteConfig.mediaBaseUrl}/`, served as they are.
 */
import portfolioAtelierNord from '~/assets/media/portfolio/atelier-nord.png';
import portfolioLedgerly from '~/assets/media/portfolio/ledgerly.png';
import portfolioLuminaHealth from '~/assets/media/portfolio/lumina-health.png';
import portfolioNorthpeakOutfitters from '~/assets/media/portfolio/northpeak-outfitters.png';
import portfolioRoutewise from '~/assets/media/portfolio/routewise.png';
import posterAboutUs from '~/assets/media/poster/about-us.png';
import posterBackendDevelopment from '~/assets/media/poster/backend-development.png';
import posterEmailMarketing from '~/assets/media/poster/email-marketing.png';
import posterFrontendDevelopment from '~/assets/media/poster/frontend-development.png';
import posterSeoDigitalMarketing from '~/assets/media/poster/seo-digital-marketing.png';
import posterWebHosting from '~/assets/media/poster/web-hosting.png';
import posterWebsiteDevelopment from '~/assets/media/poster/website-development.png';
import teaserHarborLegal from '~/assets/media/teaser/harbor-legal.png';
import teaserOrbitFitness from '~/assets/media/teaser/orbit-fitness.png';
import teaserVerdeMarket from '~/assets/media/teaser/verde-market.png';
import type { ImageMetadata } from 'astro';
import type { MediaImage, ServiceSlug } from './types';

export type HeroVideoSlug = 'about-us' | ServiceSlug;

function heroVideo(slug: HeroVideoSlug, poster: ImageMetadata) {
  return { path: `video/${slug}`, poster: { master: poster, family: 'poster', alt: '' } as const };
}

function mockup(_path: string, master: ImageMetadata, alt: string): MediaImage {
  return { master, family: 'mockup', alt };
}

/** A mockup on a home teaser card, drawn 400 px wide on wide screens. */
function teaser(_path: string, master: ImageMetadata, alt: string): MediaImage {
  return { master, family: 'teaser', alt };
}

export const media = {
  heroVideos: {
    'about-us': heroVideo('about-us', posterAboutUs),
    'website-development': heroVideo('website-development', posterWebsiteDevelopment),
    'frontend-development': heroVideo('frontend-development', posterFrontendDevelopment),
    'backend-development': heroVideo('backend-development', posterBackendDevelopment),
    'seo-digital-marketing': heroVideo('seo-digital-marketing', posterSeoDigitalMarketing),
    'email-marketing': heroVideo('email-marketing', posterEmailMarketing),
    'web-hosting': heroVideo('web-hosting', posterWebHosting),
  },
  portfolio: {
    'lumina-health': mockup(
      'portfolio/lumina-health',
      portfolioLuminaHealth,
      'Lumina Health patient portal showing an upcoming telehealth video consultation, a heart-rate chart, blood pressure, sleep quality and the day’s appointments',
    ),
    'northpeak-outfitters': mockup(
      'portfolio/northpeak-outfitters',
      portfolioNorthpeakOutfitters,
      'Northpeak Outfitters storefront with an illustrated mountain hero banner and new-arrival backpacks, jackets, boots and tents',
    ),
    ledgerly: mockup(
      'portfolio/ledgerly',
      portfolioLedgerly,
      'Ledgerly finance dashboard with revenue, expense and margin cards, an income-versus-spend cash-flow chart, spending by category and recent transactions',
    ),
    'atelier-nord': mockup(
      'portfolio/atelier-nord',
      portfolioAtelierNord,
      'Atelier Nord architecture studio website with an elegant serif headline, an illustrated modernist villa and a row of selected projects',
    ),
    routewise: mockup(
      'portfolio/routewise',
      portfolioRoutewise,
      'Routewise fleet-tracking platform with a live city map of delivery routes and trucks beside a list of vehicles and their status',
    ),
  },
  teaser: {
    'orbit-fitness': teaser(
      'teaser/orbit-fitness',
      teaserOrbitFitness,
      'Orbit Fitness studio website with a weekly class timetable, beside its phone app for booking yoga, spin and boxing classes',
    ),
    'harbor-legal': teaser(
      'teaser/harbor-legal',
      teaserHarborLegal,
      'Harbor Legal law firm website with a navy hero, a lighthouse illustration, firm statistics and cards for its practice areas',
    ),
    'verde-market': teaser(
      'teaser/verde-market',
      teaserVerdeMarket,
      'Verde Market organic grocery delivery app with fresh produce cards, category filters and a basket ready for checkout',
    ),
  },
  // Served as it is, a JPEG at a stable URL: share cards are read by crawlers that reject WebP.
  og: { path: 'og/brightwave-og.jpg', width: 1200, height: 630 },
} as const satisfies {
  heroVideos: Record<HeroVideoSlug, { path: string; poster: MediaImage }>;
  portfolio: Record<string, MediaImage>;
  teaser: Record<string, MediaImage>;
  og: { path: string; width: number; height: number };
};
