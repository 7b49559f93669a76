import type { APIRequestContext } from './fixtures';

/**
 * The HTML a crawler or a visitor without JavaScript receives for a path,
 * with React's character entities decoded so copy can be matched as written.
 */
export async function prerenderedHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  if (response.status() !== 200) throw new Error(`${path} answered ${response.status()}`);
  return decodeEntities(await response.text());
}

function decodeEntities(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
