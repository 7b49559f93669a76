/**
 * Server-only: the articles (src/content/insights/*.md) as their pages show them, newest first,
 * and the words around them (src/content/pages/insights.yaml).
 *
 * A build holds only published articles: a draft, or one whose publication date is still to
 * come, is left out of every page, list, topic, feed, site map and card. The development server
 * (`npm run dev`, `npm run edit`) shows them all, marked, so a marketer can preview them.
 */
import type { ImageMetadata } from 'astro';
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { articlesFolder, articleTags, tagSlug, type ArticleTag } from '~/content/schemas/article';
import { authorNotOnTeam } from '~/content/schemas/team';
import type { Article, ArticleTopic } from '~/content/types';
import { articlesPerPage } from '~/lib/article-pages';
import { parseArticleBody, readingMinutes } from '~/lib/article-markdown';
import { articleStatus, newestFirst } from '~/lib/articles';
import { dated, dayLabel } from '~/lib/days';
import type { ImageAsset } from '~/lib/image-asset';
import { resolveImage } from '~/lib/images';
import { singleEntry } from './entry';
import { ContentRefusal } from '~/lib/content-refusal';

export { articlesPerPage };

export const insightsCopy = await singleEntry(
  'insightsPage',
  'insights',
  'src/content/pages/insights.yaml',
);

export const insightsMeta = { ...insightsCopy.seo, path: '/insights' };

/**
 * Every picture file under the articles' folders, imported only when an article shows it. The
 * endings are those textPicturePlaceProblem() (src/lib/article-markdown.ts) accepts, so the
 * check refuses every picture the build would not find.
 */
const pictureFiles = import.meta.glob<ImageMetadata>(
  '/src/content/insights/*/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}',
  { import: 'default' },
);

/** A picture of an article's text, `./address/photo.jpg`, encoded for the page. */
async function textPicture(file: string, alt: string, article: string): Promise<ImageAsset> {
  const load = pictureFiles[`/${articlesFolder}/${file.replace(/^\.\//, '')}`];
  // The content loader has refused a missing file already; this names it if one went since.
  if (!load) throw new ContentRefusal(`${article}: the picture ${file} in the text is missing.`);
  return resolveImage(await load(), 'figure', alt);
}

export const topicOf = (name: ArticleTag): ArticleTopic => ({
  name,
  href: `/insights/topics/${tagSlug(name)}`,
});

/**
 * The byline of an article whose author has no file in the team: deleted, where marking them as
 * left keeps their articles. The content loader refuses it in a build; this catches a file
 * deleted since. The development server, where the marketer deleted it in the editor, shows the
 * article with the author's file name and, on its page, what to do, in the build's words.
 */
async function missingAuthor(
  file: string,
  author: string,
): Promise<Pick<Article, 'author' | 'problem'>> {
  const team = (await getCollection('team')).map(({ id }) => id);
  const problem = authorNotOnTeam(file, author, team);
  if (!showsUnpublished) throw new ContentRefusal(problem);
  return { author: { name: author, role: '', hasLeft: false }, problem };
}

async function article({
  id,
  data,
  body,
  filePath,
}: CollectionEntry<'articles'>): Promise<Article> {
  const file = filePath ?? `${articlesFolder}/${id}.md`;
  const { author, tags, cover, coverAlt, draft, pubDate, updatedDate, ...entry } = data;
  const writer = await getEntry('team', author);
  const byline: Pick<Article, 'author' | 'problem'> = writer
    ? {
        author: {
          name: writer.data.name,
          role: writer.data.role,
          hasLeft: writer.data.hasLeft,
          image: await resolveImage(writer.data.photo, 'portrait', ''),
        },
      }
    : await missingAuthor(file, author);
  const text = parseArticleBody(body ?? '', file);
  const pictures = Object.fromEntries(
    await Promise.all(
      text.pictures.map(
        async ({ file: picture, alt }) => [picture, await textPicture(picture, alt, file)] as const,
      ),
    ),
  );
  return {
    ...entry,
    slug: id,
    href: `/insights/${id}`,
    meta: { title: entry.title, description: entry.description, path: `/insights/${id}` },
    pubDate: dated(pubDate),
    updatedDate: updatedDate && dated(updatedDate),
    ...byline,
    topics: tags.map(topicOf),
    cover: await resolveImage(cover, 'cover', coverAlt),
    text: text.root,
    pictures,
    readingMinutes: readingMinutes(text.words),
    status: articleStatus({ draft, pubDate }, new Date()),
  };
}

const entries = await getCollection('articles');

/**
 * Under the development server every article is shown, marked, for a preview. A build, and the
 * unit tests (which check what a build shows), show the published ones alone.
 */
const showsUnpublished = import.meta.env.DEV && import.meta.env.MODE !== 'test';

/**
 * An article as its pages show it. A build stops at one it cannot show. The development server,
 * where a marketer previews a save, leaves it out for that request and says why in its log: an
 * article whose cover the editor is still writing must not take every page down with it.
 */
async function shown(entry: CollectionEntry<'articles'>): Promise<Article | undefined> {
  if (!showsUnpublished) return article(entry);
  try {
    return await article(entry);
  } catch (error) {
    console.warn(`${entry.filePath ?? entry.id} is left out of this preview: ${String(error)}`);
    return undefined;
  }
}

/**
 * What a build holds back, said in its log so that whoever builds knows: each draft, and each
 * article still to come with the day the first build of it publishes it (a day in UTC).
 */
if (!import.meta.env.DEV) {
  const today = new Date();
  const heldBack = entries
    .map(({ data, filePath, id }) => {
      const file = filePath ?? `${articlesFolder}/${id}.md`;
      const status = articleStatus(data, today);
      if (status === 'draft') return `  ${file}: a draft (draft: true)`;
      if (status === 'scheduled')
        return `  ${file}: scheduled, published by the first build on ${dayLabel(data.pubDate)} (UTC)`;
      return undefined;
    })
    .filter((line) => line !== undefined);
  if (heldBack.length > 0) console.info(`Articles this build holds back:\n${heldBack.join('\n')}`);
}

/**
 * The articles this build shows, newest first: every one under the development server, the
 * published ones in a build.
 */
export const articles: readonly Article[] = (
  await Promise.all(
    newestFirst(
      entries.filter(
        ({ data }) => showsUnpublished || articleStatus(data, new Date()) === 'published',
      ),
      (entry) => entry.data,
    ).map(shown),
  )
).filter((shownArticle) => shownArticle !== undefined);

/** The topics that have at least one article, in the order the schema lists them. */
export const topics: readonly ArticleTopic[] = [
  ...new Set(articles.flatMap((article) => article.topics.map((topic) => topic.name))),
]
  .sort((a, b) => articleTags.indexOf(a) - articleTags.indexOf(b))
  .map(topicOf);
