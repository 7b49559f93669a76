/**
 * The text of an article (the Markdown body of src/content/insights/*.md), read into the tree
 * the article template renders (src/components/sections/article-body.tsx). It holds what an
 * article needs, in plain Markdown:
 * - headings: `## ` for a section, `### ` for a part of one (the title is the page's only
 *   top heading);
 * - paragraphs, with **bold**, _italic_ and [links](https://…);
 * - bulleted (`- `) and numbered (`1. `) lists;
 * - quotes (`> `);
 * - pictures, each a paragraph of its own: `![what it shows](./address/photo.jpg)`, the file in
 *   the article's own folder, encoded by the build like every photo on the site.
 * Anything else (HTML, code, tables, footnotes, struck-through words, lines of dashes) is
 * refused with the line it is on, so nothing a marketer writes is lost or shown in a way they
 * did not mean: tables, footnotes and strikethrough are read as such (the GitHub extensions of
 * Markdown, which Astro's own reader and the editor know), only to be refused. So are control
 * and invisible characters, and a text past the limits below, which no real article meets. It runs in the build
 * (src/content/loaders.ts) and in the editor before a save, so both say the same thing.
 */
import type { Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { toString } from 'mdast-util-to-string';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { ContentRefusal } from './content-refusal';
import { mediaFileNameProblem } from './media-file-name';
import { hasVisibleCharacter, unseenCharacter, unseenFix } from './unseen-characters';

/** Why an article's text cannot be shown, on which line (counted in the text, from 1). */
export class ArticleTextError extends ContentRefusal {
  constructor(
    file: string,
    readonly line: number | undefined,
    readonly why: string,
  ) {
    super(line === undefined ? `${file}: ${why}` : `${file}, line ${line}: ${why}`);
  }
}

/** A picture in the text: the file as written (`./address/photo.jpg`) and its description. */
export interface BodyPicture {
  file: string;
  alt: string;
}

export interface ArticleText {
  /** The text as a tree of Markdown blocks, only of the kinds listed above. */
  root: Root;
  /** Every picture, in the order they appear. */
  pictures: readonly BodyPicture[];
  /** The words a reader reads, for the reading time. */
  words: number;
}

const phrasing = new Set(['text', 'emphasis', 'strong', 'link', 'break']);
const blocks = new Set(['heading', 'paragraph', 'list', 'listItem', 'blockquote']);

const refusals: Partial<Record<Nodes['type'], string>> = {
  html: 'The text holds HTML (a tag in < >), which the page does not show. Write it as plain text, or use the editor’s buttons.',
  code: 'The text holds a block of code, which an article cannot show. Write it as a paragraph.',
  inlineCode:
    'The text holds words between backticks (`), which an article cannot show. Remove the backticks.',
  thematicBreak:
    'The text holds a line of dashes or stars, which an article cannot show. Start a new section with a heading instead.',
  table: 'The text holds a table, which an article cannot show. Write it as a list.',
  linkReference:
    'A link is written as [words][name]. Write it as [words](https://…) with the address in brackets.',
  imageReference:
    'A picture is written as ![words][name]. Write it as ![what it shows](./address/photo.jpg).',
  definition:
    'A line gives a link a name ([name]: https://…), which an article cannot use. Write each link as [words](https://…).',
  footnoteReference:
    'The text holds a footnote ([^…]), which an article cannot show. Write what it says in the sentence itself, or link to the source.',
  footnoteDefinition:
    'The text holds a footnote ([^…]: …), which an article cannot show. Write what it says in the sentence itself, or link to the source.',
  delete:
    'The text holds struck-through words (between ~~), which an article cannot show. Remove the ~~ marks, and the words if they are no longer meant.',
};

/**
 * A link's address: a page of this site ('/contact'), a place on the page ('#cost'), a full
 * https:// address or mailto:. Anything else (javascript:, '//', a bare word) is refused.
 */
export function linkProblem(url: string): string | undefined {
  if (/^(\/(?![/\\])|#|https:\/\/|mailto:)[^\s\\]*$/.test(url)) return undefined;
  return `The link to “${url}” cannot be followed. Start it with https:// for another site, or with a single / for a page of this site, like /contact.`;
}

/** The longest text an article or legal page may have: about 25,000 words (a long article has 5,000). */
export const maxTextCharacters = 150_000;
/**
 * The widest margin of quote marks (>), list markers and indentation a line may start with:
 * a list three levels deep in a quote takes about 15 columns. Past it, quotes or lists nested
 * thousands deep would take the readers minutes, or crash them.
 */
export const maxNestingColumns = 40;
/** The deepest a text's tree may be: a link in bold in a list three levels deep is 12. */
const maxTreeDepth = 32;

/** Where a Markdown `text` is past the limits, or holds an unseen character, and why. */
export function markdownTextProblem(text: string): { line?: number; why: string } | undefined {
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    const margin = /^(?:[ \t>]|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t]))*/.exec(line)![0];
    const columns = margin.replaceAll('\t', '    ').length;
    if (columns > maxNestingColumns)
      return {
        line: index + 1,
        why: `This line is nested too deep: it starts with ${columns} columns of quote marks (>), list markers or spaces, and a page takes at most ${maxNestingColumns}. Keep quotes and lists to a few levels, one inside the other.`,
      };
    const unseen = unseenCharacter(line);
    if (unseen)
      return {
        line: index + 1,
        why: `The text holds ${unseen.name}, which a reader cannot see. ${unseenFix}`,
      };
  }
  if (text.length > maxTextCharacters)
    return {
      why: `The text is ${text.length.toLocaleString('en-GB')} characters long, more than the ${maxTextCharacters.toLocaleString('en-GB')} a page may hold (about 25,000 words). Split it into several articles, or check that nothing was pasted twice.`,
    };
  return undefined;
}

/**
 * Why a picture of the text, written `url`, is not where the build finds it: a file directly in
 * the article's own folder (`./<address>/photo.jpg`, not beside the article nor in a folder
 * inside it), with an ending src/data/insights.ts looks for. Undefined when it is.
 */
export function textPicturePlaceProblem(url: string, address: string): string | undefined {
  const name = url.slice(url.lastIndexOf('/') + 1);
  const badName = mediaFileNameProblem(url, 'picture');
  if (badName) return `The picture ${badName}`;
  if (url !== `./${address}/${name}`)
    return `The picture “${url}” is not in the article’s own folder. Put the file in the folder named like the article, ${address}/, not in a folder inside it, and write it as ./${address}/${name}.`;
  if (!/\.(jpe?g|png|webp|avif|JPE?G|PNG|WEBP|AVIF)$/.test(name))
    return `The picture “${url}” must have a name ending in .jpg, .jpeg, .png, .webp or .avif (in small letters, or all in capitals as cameras write them). Rename the file, and write its new name here.`;
  return undefined;
}

/**
 * The tree of an article's Markdown `body`, checked; `file` names it in any refusal. Given the
 * article's `address`, each picture must also be in the article's own folder.
 */
export function parseArticleBody(body: string, file: string, address?: string): ArticleText {
  const problem = markdownTextProblem(body);
  if (problem) throw new ArticleTextError(file, problem.line, problem.why);
  const root = fromMarkdown(body, {
    extensions: [gfmTable(), gfmFootnote(), gfmStrikethrough()],
    mdastExtensions: [
      gfmTableFromMarkdown(),
      gfmFootnoteFromMarkdown(),
      gfmStrikethroughFromMarkdown(),
    ],
  });
  const pictures: BodyPicture[] = [];
  const refuse = (node: Nodes, why: string): never => {
    throw new ArticleTextError(file, node.position?.start.line, why);
  };
  refuseDeepTree(root, (node) =>
    refuse(
      node,
      'This part is nested too deep (quotes, lists or emphasis one inside the other). Keep them to a few levels.',
    ),
  );

  const visit = (node: Nodes, parent: Parent | undefined) => {
    const refusal = refusals[node.type];
    if (refusal) refuse(node, refusal);
    switch (node.type) {
      case 'root':
        break;
      case 'heading':
        if (node.depth === 1)
          refuse(
            node,
            'The title is the article’s only top heading. Make this a “Heading 2” (## ) for a section, or “Heading 3” (### ) for a part of one.',
          );
        if (node.depth > 3)
          refuse(
            node,
            'An article has two levels of heading: “Heading 2” (## ) and “Heading 3” (### ).',
          );
        if (!hasVisibleCharacter(toString(node)))
          refuse(node, 'A heading is empty. Write its words, or remove it.');
        break;
      case 'image': {
        if (parent?.type !== 'paragraph' || parent.children.length !== 1)
          refuse(
            node,
            'A picture stands in a paragraph of its own. Put an empty line before and after it.',
          );
        if (!hasVisibleCharacter(node.alt ?? ''))
          refuse(
            node,
            `The picture ${node.url} has no description. Write what it shows between the square brackets: ![what it shows](${node.url}).`,
          );
        if (!node.url.startsWith('./'))
          refuse(
            node,
            `The picture “${node.url}” is not in the article’s folder. Put the file in the folder named after the article and write its name from there, like ./my-article/photo.jpg.`,
          );
        const place =
          address === undefined ? undefined : textPicturePlaceProblem(node.url, address);
        if (place) refuse(node, place);
        if (node.title)
          refuse(
            node,
            `The picture ${node.url} has a title in quotes (“${node.title}”), which the page does not show. Put those words in its description, between the square brackets, or in the text.`,
          );
        pictures.push({ file: node.url, alt: node.alt!.trim() });
        break;
      }
      case 'link': {
        const problem = linkProblem(node.url);
        if (problem) refuse(node, problem);
        if (!hasVisibleCharacter(toString(node)))
          refuse(
            node,
            `The link to ${node.url} has no words. Write them between the square brackets.`,
          );
        if (node.title)
          refuse(
            node,
            `The link to ${node.url} has a title in quotes (“${node.title}”), which the page does not show. Remove it, or put its words in the text.`,
          );
        break;
      }
      case 'text': {
        const typed = typedAsText(node.value);
        if (typed) refuse(node, typed);
        break;
      }
      default:
        if (!phrasing.has(node.type) && !blocks.has(node.type))
          refuse(node, 'The text holds something an article cannot show. Remove it.');
    }
    if ('children' in node)
      for (const child of node.children as (RootContent | PhrasingContent)[]) visit(child, node);
  };
  visit(root, undefined);

  if (root.children.length === 0) refuse(root, 'The article has no text. Write it.');
  return { root, pictures, words: wordsIn(root) };
}

/**
 * Why words of the text would show as typed Markdown, or undefined: a picture or link whose
 * address holds a space is not read as one (CommonMark), so the page would show its brackets.
 */
function typedAsText(words: string): string | undefined {
  const picture = /!\[[^\]]*\]\(([^)]*)\)/.exec(words);
  if (picture) {
    const problem = mediaFileNameProblem(picture[1]!.trim(), 'picture');
    return problem
      ? `The picture ${problem}`
      : `The picture “${picture[0]}” is shown as typed. Write it as ![what it shows](./address/photo.jpg), with no space in the file’s name.`;
  }
  const link = /\[[^\]]+\]\(([^)]*\s[^)]*)\)/.exec(words);
  if (link)
    return `The link to “${link[1]!.trim()}” holds a space, so the page would show it as typed. Write the address without spaces (a space in a web address is written %20).`;
  return undefined;
}

/** Calls `refuse` with the first node deeper than maxTreeDepth, walking without recursion. */
function refuseDeepTree(root: Root, refuse: (node: Nodes) => void) {
  const waiting: [Nodes, number][] = [[root, 0]];
  while (waiting.length > 0) {
    const [node, depth] = waiting.pop()!;
    if (depth > maxTreeDepth) refuse(node);
    if ('children' in node) for (const child of node.children) waiting.push([child, depth + 1]);
  }
}

/** The words of the text a reader reads (a picture's description aside), block by block. */
function wordsIn(root: Root): number {
  const texts: string[] = [];
  const collect = (node: Nodes) => {
    if (node.type === 'text') texts.push(node.value);
    if ('children' in node) for (const child of node.children) collect(child);
  };
  collect(root);
  return texts.join(' ').match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)?.length ?? 0;
}

/** Minutes to read `words` at 230 words a minute, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 230));
}
