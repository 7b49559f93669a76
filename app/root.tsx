import './fonts.css';
import './app.css';
import { useContext, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, UNSAFE_FrameworkContext } from 'react-router';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import type { Route } from './+types/root';
import enhanceScriptUrl from 'virtual:enhance-script';
import { afterPaintLoaderScript } from '~/lib/after-paint-loader';
import jakartaLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';

/**
 * Same-site pages are prerendered while the visitor hovers or presses a link, so a page
 * change without a client router still feels instant where Speculation Rules exist; elsewhere
 * links are plain navigations.
 */
const speculationRules = JSON.stringify({
  prerender: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
});

export const links: Route.LinksFunction = () => [
  // The site's one font file (27 KB) loads beside the CSS: with `font-display: optional`
  // (fonts.css) a face that misses the first layout is not used on that page view. Body text
  // was once set in Inter too; its 48 KB on the critical path cost 0.2 to 0.3 s of simulated
  // mobile LCP, and preloading it as well raised LCP on the home page from 1.7 to 2.6 s.
  { rel: 'preload', href: jakartaLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

export function Layout({ children }: { children: ReactNode }) {
  // React renders every page at build time, and no page runs React Router in the browser:
  // a page is HTML and CSS plus the enhancement script (app/enhance/), which starts the
  // page's islands (the contact form). The build also renders an SPA fallback page and
  // refuses one without <Scripts />; every route is prerendered, so postbuild.mjs deletes
  // that file. Should React Router rename this flag, that build check fails loudly.
  const spaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0A0F1F" />
        <Meta />
        <Links />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      </head>
      <body>
        <a
          href="#main-content"
          className="fixed top-3 left-3 z-[100] -translate-y-20 rounded-full bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-lg focus:translate-y-0"
        >
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="outline-none">
          {children}
        </main>
        <SiteFooter />
        {spaFallback && <Scripts />}
        {/* The enhancement script, loaded once the page has painted (lib/after-paint-loader.ts). */}
        <script
          data-enhance-script={enhanceScriptUrl}
          dangerouslySetInnerHTML={{ __html: afterPaintLoaderScript(enhanceScriptUrl) }}
        />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
