import { categoryParam, parseCategory, searchForCategory } from '~/lib/service-filter';

/**
 * Keeps the /services filter (components/sections/service-filter.tsx) in `?category=`: a
 * choice writes a history entry, so a link or a reload opens on it, and the back button
 * restores the choice before it. The filtering itself is CSS, and a shared link's category is
 * checked as the page is parsed (`checkCategoryFromUrl`). So when this starts, the checked
 * radio is the visitor's choice, or the link's, and it stands: the URL is brought in line with
 * it, without a new history entry.
 */
export function initServiceFilter(catalog: HTMLElement): void {
  const radios = [...catalog.querySelectorAll<HTMLInputElement>('input[data-service-filter]')];
  const urlFor = (value: string) => {
    const search = searchForCategory(
      new URLSearchParams(location.search),
      parseCategory(value),
    ).toString();
    return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
  };
  const chosen = radios.find((radio) => radio.checked);
  if (chosen && urlFor(chosen.value) !== `${location.pathname}${location.search}${location.hash}`)
    history.replaceState(history.state, '', urlFor(chosen.value));

  addEventListener('popstate', () => {
    const category = parseCategory(new URLSearchParams(location.search).get(categoryParam));
    const radio = radios.find((candidate) => candidate.value === category);
    if (radio) radio.checked = true;
  });
  for (const radio of radios) {
    radio.addEventListener('change', () => {
      if (radio.checked) history.pushState(null, '', urlFor(radio.value));
    });
  }
}
