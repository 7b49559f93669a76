import type { ReactNode } from 'react';
import { ResponsiveImage } from '~/components/media/responsive-image';
import type { Article } from '~/content/types';
import type { Nodes } from 'mdast';

export interface ArticleTextProps {
  text: Article['text'];
  pictures: Article['pictures'];
}

/**
 * An article's text: the tree src/lib/article-markdown.ts read and checked, each kind of block
 * drawn in the site's type, each picture encoded like every photo on the site. A long pasted
 * address breaks where it must (`wrap-anywhere`), not past a phone's screen.
 */
export function ArticleText({ text, pictures }: ArticleTextProps) {
  return (
    <div className="text-lg leading-8 wrap-anywhere text-slate-700">
      {text.children.map((node, index) => (
        <Block key={index} node={node} pictures={pictures} />
      ))}
    </div>
  );
}

function Block({ node, pictures }: { node: Nodes; pictures: Article['pictures'] }): ReactNode {
  const children = () =>
    'children' in node
      ? node.children.map((child, index) => <Block key={index} node={child} pictures={pictures} />)
      : null;
  switch (node.type) {
    case 'heading':
      return node.depth === 2 ? (
        <h2 className="mt-14 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {children()}
        </h2>
      ) : (
        <h3 className="mt-10 text-xl font-bold text-slate-900">{children()}</h3>
      );
    case 'paragraph': {
      const [only] = node.children;
      if (node.children.length === 1 && only?.type === 'image') {
        const picture = pictures[only.url];
        if (!picture) return null;
        // One file may stand in the text twice, described each time for where it stands.
        return (
          <figure className="my-10">
            <ResponsiveImage
              image={{ ...picture, alt: only.alt?.trim() || picture.alt }}
              sizes="(min-width: 768px) 720px, calc(100vw - 2rem)"
              className="w-full rounded-2xl bg-slate-100"
            />
          </figure>
        );
      }
      return <p className="mt-6">{children()}</p>;
    }
    case 'list': {
      const items = children();
      // A numbered list starts at the number written first ('2015. That was the year…').
      const start = node.ordered && node.start != null && node.start !== 1 ? node.start : undefined;
      return node.ordered ? (
        <ol
          start={start}
          className="mt-6 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-600"
        >
          {items}
        </ol>
      ) : (
        <ul className="mt-6 list-disc space-y-2 pl-6 marker:text-brand-500">{items}</ul>
      );
    }
    case 'listItem':
      // A tight list item holds one paragraph: its words, without the paragraph's margin.
      return (
        <li className="pl-1 [&>p]:mt-0">
          {node.children.map((child, index) => (
            <Block key={index} node={child} pictures={pictures} />
          ))}
        </li>
      );
    case 'blockquote':
      return (
        <blockquote className="mt-8 border-l-4 border-brand-500 pl-6 text-xl leading-8 font-medium text-slate-900 [&>p:first-child]:mt-0">
          {children()}
        </blockquote>
      );
    case 'strong':
      return <strong className="font-semibold text-slate-900">{children()}</strong>;
    case 'emphasis':
      return <em>{children()}</em>;
    case 'link': {
      const external = node.url.startsWith('https://');
      return (
        <a
          href={node.url}
          className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800 hover:decoration-brand-600"
          {...(external ? { rel: 'noopener noreferrer' } : {})}
        >
          {children()}
        </a>
      );
    }
    case 'break':
      return <br />;
    case 'text':
      return node.value;
    default:
      // parseArticleBody refuses every other kind of block before a page is drawn.
      return null;
  }
}
