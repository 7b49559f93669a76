/**
 * /rss.xml: the latest published articles (`feedItems`), newest first, for feed readers (RSS 2.0, by @astrojs/rss).
 * Every page's head links to it (src/lib/seo.ts). Drafts and articles whose day has not come are
 * not in it: src/data/insights.ts leaves them out of builds.
 */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { siteUrl } from '~/config/site';
import { articles, insightsMeta } from '~/data/insights';
import { siteConfig } from '~/data/site';
import { sitePageAt } from '~/data/site-pages';
import { feedItems, feedPath, feedTitle } from '~/lib/feed';
import { absoluteUrl } from '~/lib/urls';

export const GET: APIRoute = () =>
  rss({
    title: feedTitle(siteConfig.name, sitePageAt(insightsMeta.path)?.name ?? insightsMeta.title),
    description: insightsMeta.description,
    site: siteUrl,
    trailingSlash: false,
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/', atom: 'http://www.w3.org/2005/Atom' },
    // The feed names its own address, as feed validators ask of RSS 2.0.
    customData: `<language>en</language><atom:link href="${absoluteUrl(feedPath)}" rel="self" type="application/rss+xml"/>`,
    items: articles.slice(0, feedItems).map((article) => ({
      title: article.title,
      link: article.href,
      pubDate: new Date(`${article.pubDate.iso}T00:00:00Z`),
      description: article.description,
      categories: article.topics.map((topic) => topic.name),
      customData: `<dc:creator>${escapeXml(article.author.name)}</dc:creator>`,
    })),
  });

/** A name as XML text: '&', '<' and '>' written as entities. */
function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
