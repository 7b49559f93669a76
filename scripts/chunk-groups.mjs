// How the client JavaScript is split into files. No page runs React Router in the browser:
// a page loads the enhancement script (app/enhance/index.ts), and the contact page, once
// painted, its form's island (app/islands/). So the split serves those two:
//  - `enhance`: the enhancement script and every module it imports statically, even one a
//    React component shares with it (the stat format, the filter's URL rules): one request,
//    never a chunk of the app's;
//  - `islands`: the islands and every module they import but React: one request after
//    React's, rather than a dozen chunks of a few hundred bytes (icons, content) that the
//    bundler would cut where the islands share modules with the route modules;
//  - `react`: React and React DOM, which the island loads, apart from React Router, which
//    only the route modules (rendered at build time, never loaded) import.

const react = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const router = /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/;
export const enhanceModule = /[\\/]app[\\/]enhance[\\/]/;
export const islandModule = /[\\/]app[\\/]islands[\\/]/;

/**
 * True when `id` is one of the `entries` modules or imported, directly or not, by one
 * (static imports only: what the enhancement script loads on demand stays apart).
 * `getModuleInfo` is the bundler's; `memo` caches per build and per `entries`.
 */
export function reachedFrom(entries, id, getModuleInfo, memo = new Map(), seen = new Set()) {
  if (memo.has(id)) return memo.get(id);
  if (seen.has(id)) return false;
  seen.add(id);
  const part =
    entries.test(id) ||
    (getModuleInfo(id)?.importers ?? []).some((importer) =>
      reachedFrom(entries, importer, getModuleInfo, memo, seen),
    );
  memo.set(id, part);
  return part;
}

/** Vite `build.rolldownOptions.output.codeSplitting` for the client build. */
export function codeSplitting() {
  const enhanceMemo = new Map();
  const islandMemo = new Map();
  return {
    groups: [
      {
        name: (id, context) =>
          reachedFrom(enhanceModule, id, (other) => context.getModuleInfo(other), enhanceMemo)
            ? 'enhance'
            : null,
        priority: 4,
      },
      {
        name: (id, context) =>
          !react.test(id) &&
          reachedFrom(islandModule, id, (other) => context.getModuleInfo(other), islandMemo)
            ? 'islands'
            : null,
        priority: 3,
      },
      // Claimed before the bundler's own splitting, which would mix them into app chunks.
      { name: 'react', test: react, priority: 2 },
      { name: 'router', test: router, priority: 2 },
    ],
  };
}
