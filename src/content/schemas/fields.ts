/**
 * The building blocks of every content schema, each with the message a marketer reads when
 * an entry gets it wrong. The schemas in this folder are the one definition of each kind of
 * content: src/content.config.ts checks every entry against them, and the components are
 * typed from them.
 */
import type { ImageFunction } from 'astro:content';
import { z } from 'astro/zod';
import type { ImageFamily } from '~/lib/image-family';
import { typedMarkup } from '../../lib/typed-markup';
import { hasVisibleCharacter, unseenCharacter, unseenFix } from '../../lib/unseen-characters';

/**
 * An entry, or a part of one, with exactly these fields: a misspelt or unknown field is refused
 * by name rather than silently ignored.
 */
export function strict<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `There is no field called ${issue.keys.map((key) => `"${key}"`).join(' or ')} here. Check its spelling, or remove it.`
        : undefined,
  });
}

/**
 * Words with no control or invisible character in them (src/lib/unseen-characters.ts): the
 * rule every text field shares, since a pasted one passes unnoticed on screen and can break
 * the feed.
 */
export const plainWords = (words: z.ZodString) =>
  words.superRefine((value, context) => {
    const unseen = unseenCharacter(value);
    if (!unseen) return;
    const before = value.slice(Math.max(0, unseen.index - 20), unseen.index).trim();
    const where = before ? `after “${before}”` : 'at the start';
    context.addIssue({
      code: 'custom',
      message: `These words hold ${unseen.name} ${where}, which a reader cannot see. ${unseenFix}`,
    });
  });

/**
 * Words a visitor reads: required, not just spaces or invisible characters, and plain: markup
 * (`**bold**`, `[words](/page)`, `<b>`, `&amp;`) would be shown as typed (src/lib/typed-markup.ts).
 */
export const text = (what: string) =>
  plainWords(
    z
      .string({ error: `Write ${what}.` })
      .trim()
      .min(1, { error: `Write ${what}; it is empty.` }),
  )
    .refine(hasVisibleCharacter, {
      error: `Write ${what}; it holds only invisible characters.`,
      // An empty field has been told so already.
      when: (payload) => typeof payload.value === 'string' && payload.value.length > 0,
    })
    .superRefine((value, context) => {
      const markup = typedMarkup(value);
      if (markup) context.addIssue({ code: 'custom', message: markup });
    });

/** Words that must keep each of `placeholders`, since the page puts a figure or a name there. */
export const withPlaceholders = (what: string, ...placeholders: string[]) =>
  text(what).refine((words) => placeholders.every((name) => words.includes(`{${name}}`)), {
    error: `Keep ${placeholders.map((name) => `{${name}}`).join(' and ')} in these words: the page writes ${placeholders.length > 1 ? 'them' : 'it'} there.`,
  });

/**
 * What `.meta()` may say of a field beside its `title` and `description`, for the editor
 * (src/editor/fields-from-schema.tsx reads them in the schema's JSON Schema): `multiline`, words
 * that run to sentences, written in a box of several lines; `editorHelp`, what the editor itself
 * does about the field, shown after its description. Neither changes what the schema accepts.
 */
export const multiline = { multiline: true } as const;

/** Words that run to sentences (`text` in a box of several lines in the editor). */
export const sentences = (what: string) => text(what).meta(multiline);

/** Where a list of entries puts this one: 1 first, then 2, … No two entries share a number. */
export const order = z
  .number({ error: 'Give the position in the list as a whole number: 1 comes first.' })
  .int({ error: 'The position in the list must be a whole number: 1, 2, 3…' })
  .min(1, { error: 'The position in the list starts at 1.' })
  .describe('Position in the list on the page: 1 comes first.')
  .meta({
    title: 'Position in the list',
    editorHelp:
      'Give a position another entry has and this entry takes its place: the others move to make room, in the same save.',
  });

/** A full web address of another site, opened from the page. */
export const webAddress = (what: string) =>
  z.url({
    protocol: /^https$/,
    error: `Give ${what} as a full web address starting with https://`,
  });

/**
 * Where a link leads: a page of this site ('/contact'), a place on the page ('#plans') or a full
 * address. A browser reads '//evil.example' and '/\evil.example' (also with a tab or line break
 * in between, which it drops) as another site's address: refused, so a link that looks like a
 * page of this site never leads elsewhere.
 */
export const siteHref = plainWords(z.string())
  .regex(/^(\/|#|https:\/\/)/, {
    error:
      "Start the link with '/' for a page of this site, '#' for a place on the page, or https://",
  })
  .regex(/^[^\s\\]*$/, { error: 'Write the link without spaces or backslashes (\\).' })
  .regex(/^(?!\/\/)/, {
    error:
      "A page of this site starts with a single '/', like '/contact': '//' leads to another site. For another site, write its full address starting with https://",
  })
  .describe("A page of this site ('/contact'), a place on the page ('#plans') or https://…")
  .meta({ title: 'Link to' });

/** A link on the site: its words and where it leads (siteHref). */
export const link = strict({
  label: text('the words of the link'),
  href: siteHref,
});

/** What search engines and shared links show for a page. */
export const seo = strict({
  title: text('the page title search engines show').max(70, {
    error: 'Keep the page title to 70 characters or fewer, or search engines cut it off.',
  }),
  description: text('the page description search engines show')
    .min(70, { error: 'Write a page description of at least 70 characters.' })
    .max(160, {
      error: 'Keep the page description to 160 characters or fewer, or search engines cut it off.',
    })
    .meta(multiline),
}).meta({ title: 'Search engines and shared links' });

/** A headline figure such as '200+' projects; the number counts up when it scrolls into view. */
export const stat = strict({
  value: z.number({ error: 'Give the figure as a number, without + or %.' }).nonnegative(),
  suffix: plainWords(z.string()).describe("What follows the number: '+', '%' or nothing."),
  label: text('what the figure counts'),
});

/**
 * The schema of a picture field: a file in the entry's own folder under `folder`, named from the
 * entry ('./jane/jane.jpg'), to be shown as one of `family`. The build's (src/content/pictures.ts)
 * checks the file and hands it to astro:assets; the editor's takes the name as it is. Both mark
 * the field `.meta({ contentMediaType: 'image/*', imageFamily })`, which the editor's upload reads.
 */
export type PictureField = (
  family: ImageFamily,
  folder: string,
) => z.ZodType<z.output<ReturnType<ImageFunction>>, string>;

/** What the schemas with pictures are made with: `teamMember({ picture })`. */
export interface PictureContext {
  picture: PictureField;
}

/** The words a screen reader says instead of the picture. */
export const altText = text(
  'a short description of the picture for people who cannot see it (alt text)',
);
