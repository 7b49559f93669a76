import type { APIRoute } from 'astro';

/**
 * Every page may be crawled; the sitemap (@astrojs/sitemap) lists them. robots.txt has no
 * directive for llms.txt, so a comment points readers to it.
 */
export const GET: APIRoute = ({ site }) =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      '',
      '# A plain-text guide to this site for AI assistants (format: llmstxt.org):',
      `# ${new URL('llms.txt', site).href}`,
      '',
      `Sitemap: ${new URL('sitemap-index.xml', site).href}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
