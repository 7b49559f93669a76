import { initBackgroundVideo } from './background-video';
import { initCountUp } from './count-up';
import { initMenuLinks } from './menu-links';
import { initParticles } from './particles';
import { initReveal } from './reveal';
import { initServiceFilter } from './service-filter-url';

/** Starts one enhancement on one element that asked for it with `data-module`. */
export type ModuleInit = (element: HTMLElement) => void;

/**
 * Every enhancement a page element can ask for, by the name it gives in `data-module`
 * (`lib/data-module.ts` writes the attribute, typed against these names).
 */
export const enhancementModules = {
  reveal: initReveal,
  'count-up': initCountUp,
  particles: initParticles,
  'background-video': initBackgroundVideo,
  'service-filter': initServiceFilter,
  'menu-links': initMenuLinks,
} as const satisfies Record<string, ModuleInit>;

export type ModuleName = keyof typeof enhancementModules;
