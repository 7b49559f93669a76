import { siteConfig } from '~/config/site';

/** The public, absolute URL of a site path: '/about-us' → 'https://…/about-us'. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const clean = path === '/' ? '/' : path.replace(/\/+$/, '');
  return `${siteConfig.url}${clean.startsWith('/') ? clean : `/${clean}`}`;
}

/** URL of a generated media file, wherever `mediaBaseUrl` points. */
export function mediaUrl(file: string): string {
  return `${siteConfig.mediaBaseUrl.replace(/\/+$/, '')}/${file.replace(/^\/+/, '')}`;
}

/** '/services/web-hosting/' and '/services/web-hosting' are the same page. */
export function normalizePath(pathname: string): string {
  return pathname === '/' ? '/' : pathname.replace(/\/+$/, '') || '/';
}
