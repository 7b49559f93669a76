/**
 * A legal page: src/content/legal/<slug>.md, shown at /<slug>. Its words are the Markdown
 * body (see src/lib/legal-markdown.ts for what it may hold); the frontmatter holds the rest.
 */
import { z } from 'astro/zod';
import { seo, strict, text, sentences } from './fields';

export const legalFolder = 'src/content/legal';

export const legalPage = strict({
  seo: seo.describe('The page title (also its heading) and the description search engines show.'),
  eyebrow: text('the small label above the heading'),
  summary: sentences('the paragraph under the heading'),
  lastUpdated: z.coerce
    .date({ error: 'Write the date the page last changed as year-month-day, like 2025-03-01.' })
    .describe('When the page last changed, as year-month-day: 2025-03-01.')
    // A date has no JSON Schema of its own; this says what the field is (for the editor).
    .meta({ format: 'date' }),
});

export type LegalPageEntry = z.infer<typeof legalPage>;
