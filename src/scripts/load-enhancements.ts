import { afterLargestPaint } from './after-paint';

/**
 * Every page's enhancement modules wait, inert, in `<template data-enhancements>`
 * (src/layouts/page-layout.astro): a script inside a template is neither fetched nor run.
 * Once the largest paint is on screen, or the visitor starts interacting, this puts the
 * template's script in the page, which fetches and runs it. Astro inlines this module in
 * every page, as it imports nothing at run time; `afterLargestPaint` says why it waits.
 */
export function loadEnhancements(): void {
  afterLargestPaint(() => {
    const template = document.querySelector<HTMLTemplateElement>('template[data-enhancements]');
    if (template) document.body.append(template.content.cloneNode(true));
  });
}
