import { categoryParam, parseCategory, searchForCategory } from '~/lib/service-filter';

/**
 * Keeps the /services filter (components/sections/service-filter.tsx) in `?category=`: a
 * shared link or a reload opens on its category, a choice writes a history entry, and the
 * back button restores the choice before it. The filtering itself is CSS.
 */
export function syncServiceFilter(root: ParentNode = document) {
  const radios = [...root.querySelectorAll<HTMLInputElement>('input[data-service-filter]')];
  if (radios.length === 0) return;
  const showFromUrl = () => {
    const category = parseCategory(new URLSearchParams(location.search).get(categoryParam));
    const radio = radios.find((candidate) => candidate.value === category);
    if (radio) radio.checked = true;
  };
  showFromUrl();
  addEventListener('popstate', showFromUrl);
  for (const radio of radios) {
    radio.addEventListener('change', () => {
      if (!radio.checked) return;
      const search = searchForCategory(
        new URLSearchParams(location.search),
        parseCategory(radio.value),
      ).toString();
      history.pushState(
        null,
        '',
        `${location.pathname}${search ? `?${search}` : ''}${location.hash}`,
      );
    });
  }
}
