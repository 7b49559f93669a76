import type { ModuleName } from '~/scripts/registry';

/**
 * The attribute that hands an element to enhancement modules (src/scripts/registry.ts):
 * `<div {...dataModule('reveal')}>`. What the element does without them is its HTML and CSS.
 */
export function dataModule(...names: [ModuleName, ...ModuleName[]]): { 'data-module': string } {
  return { 'data-module': names.join(' ') };
}
