/**
 * The icons and brand logos an entry may name: `icon: server` draws lucide's server icon,
 * `logo: react` the React logo from simple-icons. The components draw them through
 * src/components/ui/content-icons.ts, whose maps are typed by these lists, so a name here
 * without a drawing (or the reverse) fails the typecheck.
 */
import { z } from 'astro/zod';

export const iconNames = [
  'activity',
  'app-window',
  'bot',
  'chart-column',
  'chart-line',
  'circle-dollar-sign',
  'clock',
  'cloud',
  'cloud-cog',
  'code',
  'code-xml',
  'container',
  'database',
  'database-backup',
  'eye',
  'file-code-corner',
  'file-pen',
  'file-search',
  'file-text',
  'flask-conical',
  'gauge',
  'gem',
  'globe',
  'graduation-cap',
  'hammer',
  'handshake',
  'hard-drive',
  'headset',
  'house',
  'key-round',
  'layers',
  'layout-grid',
  'layout-template',
  'lightbulb',
  'link-2',
  'lock',
  'mail',
  'map-pin',
  'megaphone',
  'message-square',
  'monitor-smartphone',
  'mouse-pointer-click',
  'newspaper',
  'palette',
  'piggy-bank',
  'plug',
  'rocket',
  'search',
  'server',
  'server-cog',
  'settings-2',
  'share-2',
  'shield-check',
  'shield-half',
  'shopping-bag',
  'shopping-cart',
  'sliders-horizontal',
  'smartphone',
  'sprout',
  'square-pen',
  'target',
  'terminal',
  'trending-up',
  'user-check',
  'users',
  'workflow',
  'zap',
] as const;
export type IconName = (typeof iconNames)[number];

export const logoNames = [
  'angular',
  'bootstrap',
  'css',
  'html5',
  'javascript',
  'jquery',
  'nextdotjs',
  'react',
  'redux',
  'sass',
  'typescript',
  'vuedotjs',
] as const;
export type LogoName = (typeof logoNames)[number];

export const icon = z
  .enum(iconNames, {
    error: (issue) =>
      `There is no icon called "${String(issue.input)}". Use one of: ${iconNames.join(', ')}.`,
  })
  .describe('The small picture beside the words, by name (see the list of icons).');

export const logo = z
  .enum(logoNames, {
    error: (issue) =>
      `There is no logo called "${String(issue.input)}". Use one of: ${logoNames.join(', ')}.`,
  })
  .describe('A technology’s logo, by name (see the list of logos).');
