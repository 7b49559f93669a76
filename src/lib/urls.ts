import { mediaBaseUrl, siteUrl } from '~/config/site';

/** The public, absolute URL of a site path: '/about-us' → 'https://…/about-us'. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const clean = path === '/' ? '/' : path.replace(/\/+$/, '');
  return `${siteUrl}${clean.startsWith('/') ? clean : `/${clean}`}`;
}

/**
 * URL of a media file served as it is (the site's Open Graph card), wherever `mediaBaseUrl`
 * points. Pictures and background videos are not: they are hashed files in /assets/
 * (src/lib/images.ts, src/lib/videos.ts), which `build.assetsPrefix` would move to a CDN.
 */
export function mediaUrl(file: string): string {
  return `${mediaBaseUrl.replace(/\/+$/, '')}/${file.replace(/^\/+/, '')}`;
}

/** '/services/web-hosting/' and '/services/web-hosting' are the same page. */
export function normalizePath(pathname: string): string {
  return pathname === '/' ? '/' : pathname.replace(/\/+$/, '') || '/';
}
