// How the client JavaScript is split into files. Left to itself the bundler
// makes a chunk for every module two pages share, and on this site that meant
// twenty requests on the home page, a dozen of them under 1 KB, each paying
// ~0.5 KB of HTTP headers and a slot in the phone's connection. This groups
// the shared modules by who loads them instead:
//  - `layout`: what the root layout shares with pages (site config, service
//    list, icons of the header and footer): loaded on every page anyway;
//  - `service-kit`: what the six service pages share with each other and with
//    /services (the template and its sections, the service cards, hosting
//    plans and their JSON-LD); one request rather than two is worth the 4 KB
//    of template /services carries unused;
//  - `page-kit`: what four or more other pages share (hero, headings, closing
//    call to action, seo(), media list), and every shared icon.
// Modules that one page uses stay in its chunk; what two or three pages share
// is left to the bundler.
// The enhancement script (app/enhance/index.ts, the only script most pages load)
// takes every module it imports into its own file, `enhance`, even one a React
// component shares with it (the stat format, the filter's URL rules): one request,
// never a chunk of the app's.

const framework =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
const iconModule = /[\\/]node_modules[\\/]lucide-react[\\/]/;
const isAppModule = (id) =>
  /[\\/]app[\\/]/.test(id) || iconModule.test(id) || id.startsWith('\0virtual:simple-icon/');
const rootModule = /[\\/]app[\\/]root\.tsx$/;
const routeModule = /[\\/]app[\\/]routes[\\/].+\.tsx$/;
const servicesModule = /[\\/]app[\\/]routes[\\/](service-pages[\\/].+|services)\.tsx$/;

/**
 * The route modules (app/root.tsx included) that reach `id` through static
 * imports. `getModuleInfo` is the bundler's; `memo` caches per build.
 */
export function routesReaching(id, getModuleInfo, memo = new Map(), seen = new Set()) {
  if (memo.has(id)) return memo.get(id);
  if (seen.has(id)) return new Set();
  seen.add(id);
  const routes = new Set();
  if (rootModule.test(id) || routeModule.test(id)) routes.add(id);
  for (const importer of getModuleInfo(id)?.importers ?? []) {
    for (const route of routesReaching(importer, getModuleInfo, memo, seen)) routes.add(route);
  }
  memo.set(id, routes);
  return routes;
}

const enhanceModule = /[\\/]app[\\/]enhance[\\/]/;

/** True when `id` is part of the enhancement script or imported, directly or not, by it. */
export function partOfEnhanceScript(id, getModuleInfo, memo = new Map(), seen = new Set()) {
  if (memo.has(id)) return memo.get(id);
  if (seen.has(id)) return false;
  seen.add(id);
  const part =
    enhanceModule.test(id) ||
    (getModuleInfo(id)?.importers ?? []).some((importer) =>
      partOfEnhanceScript(importer, getModuleInfo, memo, seen),
    );
  memo.set(id, part);
  return part;
}

/** The chunk a shared module of the app belongs to, or null to leave it where the bundler puts it. */
export function chunkGroupFor(id, routes) {
  if (!isAppModule(id) || routes.size < 2 || routes.has(id)) return null;
  if ([...routes].some((route) => rootModule.test(route))) return 'layout';
  if ([...routes].every((route) => servicesModule.test(route))) return 'service-kit';
  // An icon is ~0.2 KB: cheaper to carry everywhere than to fetch on its own.
  return routes.size >= 4 || iconModule.test(id) ? 'page-kit' : null;
}

/** Vite `build.rolldownOptions.output.codeSplitting` for the client build. */
export function codeSplitting() {
  const memo = new Map();
  const enhanceMemo = new Map();
  return {
    groups: [
      {
        name: (id, context) =>
          partOfEnhanceScript(id, (other) => context.getModuleInfo(other), enhanceMemo)
            ? 'enhance'
            : null,
        priority: 3,
      },
      // React, React DOM and React Router: every page needs all of them, first. Claimed before
      // the app's groups, which would otherwise take them along as their dependencies.
      { name: 'framework', test: framework, priority: 2 },
      {
        name: (id, context) =>
          chunkGroupFor(
            id,
            routesReaching(id, (other) => context.getModuleInfo(other), memo),
          ),
      },
    ],
  };
}
