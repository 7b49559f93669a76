import { readyAttribute, readyEvent } from './ready';
import { enhancementModules, type ModuleInit } from './registry';

/**
 * Starts each `[data-module]` element's modules, as govuk-frontend does: every element once
 * (a `data-<name>-init` flag makes a second run harmless), each module in its own try/catch
 * so that one failure leaves the rest working, and a name with no module is reported and
 * skipped. Then marks `<html>` as enhanced and says so to the page's island.
 */
export function initModules(
  root: ParentNode = document,
  registry: Readonly<Record<string, ModuleInit>> = enhancementModules,
): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-module]')) {
    for (const name of (element.dataset.module ?? '').split(/\s+/).filter(Boolean)) {
      const flag = `data-${name}-init`;
      if (element.hasAttribute(flag)) continue;
      const init = registry[name];
      if (!init) {
        console.error(`No enhancement module is called '${name}'.`, element);
        continue;
      }
      try {
        init(element);
        element.setAttribute(flag, '');
      } catch (error) {
        console.error(`The '${name}' enhancement could not start:`, error, element);
      }
    }
  }
  document.documentElement.setAttribute(readyAttribute, 'true');
  dispatchEvent(new Event(readyEvent));
}

/**
 * Runs `initModules` after the load event, once the hero image has decoded and a frame has
 * painted. The loader (load-enhancements.ts) brings this script after the largest paint, or
 * earlier at the visitor's first press or key, and the hero image may still be decoding then;
 * the modules' work waits for it rather than delay it.
 */
export function startEnhancements(): void {
  const afterLoad = () => {
    const heroes = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
    void Promise.all(heroes.map((image) => image.decode().catch(() => {}))).then(() =>
      requestAnimationFrame(() => setTimeout(() => initModules(), 0)),
    );
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}
