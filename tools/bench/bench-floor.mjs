// The floor of `npm run bench`: the barest page a route could be, served from the same host
// with the same headers and measured in the same run. One heading and one paragraph, no
// stylesheet, no font, no image, no script: its largest paint is what the simulated network
// and the document's own round trip allow, so a route's gap to it is what the route's own
// HTML, CSS, font and images cost before its largest paint.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The whole floor page. The viewport tag keeps the phone preset at a phone's width. */
export const floorHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Bench floor</title>
  </head>
  <body>
    <h1>Brightwave Digital</h1>
    <p>A bare page: one heading and one paragraph, with no stylesheet, no font, no image and no script.</p>
  </body>
</html>
`;

/**
 * A new temporary folder holding the floor page as its index. It is under the 1 KB below which
 * the build leaves files uncompressed (integrations/precompress.mjs), so it is sent as it is.
 */
export async function floorSite() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-floor-'));
  await writeFile(join(dir, 'index.html'), floorHtml);
  return dir;
}
