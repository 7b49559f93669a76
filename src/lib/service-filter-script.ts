import { inlineScript } from './inline-script';
import { categoryParam, serviceCategories } from './service-filter';

// Built with the pages only: inline-script.ts minifies with esbuild, which no browser code may import.

/**
 * The inline script, run as the page is parsed right after the filter, that checks the
 * category a shared `?category=` link names, so the link opens filtered from the first paint;
 * an unknown value leaves All Services checked, as `parseCategory` reads it. The enhancement
 * module (src/scripts/service-filter-url.ts) keeps the URL in step afterwards.
 */
export function categoryFromUrlScript(): string {
  return inlineScript(checkCategoryFromUrl, categoryParam, [...serviceCategories]);
}

/** Self-contained, as `inlineScript` asks. */
function checkCategoryFromUrl(param: string, known: readonly string[]): void {
  const value = new URLSearchParams(location.search).get(param)?.trim().toLowerCase();
  if (!value || !known.includes(value)) return;
  const radio = document.querySelector<HTMLInputElement>(
    `input[data-service-filter][value="${value}"]`,
  );
  if (radio) radio.checked = true;
}
