import type { APIRoute } from 'astro';
import { siteConfig } from '~/data/site';
import { sitePages } from '~/data/site-pages';
import { llmsTxt } from '~/lib/llms-txt';

/** A plain-text guide to the site for AI assistants (llmstxt.org), from the pages' own content. */
export const GET: APIRoute = () =>
  new Response(llmsTxt(sitePages, siteConfig), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
