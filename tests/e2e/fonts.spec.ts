import { expect, test } from './fixtures';
import { templatePaths, timeoutForPages } from './site-routes';

// The site's copy is set from the core font file alone (src/styles/fonts.css, font-subset.js):
// the full Latin and Latin Extended files are there for characters the copy never uses.
test('a page of each kind uses the core font file and fetches no other', async ({ page }) => {
  test.setTimeout(timeoutForPages(templatePaths.length));
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  // Every page's characters are checked against the core file by the whole-site pass
  // (tests/site/build-output.test.ts); here the browser shows which files it really fetches.
  for (const path of templatePaths) {
    fonts.length = 0;
    await page.goto(path, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const faces = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family === 'Plus Jakarta Sans Variable')
        .map((face) => ({ range: face.unicodeRange.slice(0, 8), status: face.status })),
    );
    // The core face first and loaded; the Latin and Latin Extended faces, where the page's
    // stylesheet keeps them (integrations/page-css.mjs drops a face no text of the page needs),
    // never loaded.
    expect(faces[0], path).toEqual({ range: 'U+0-22, ', status: 'loaded' });
    for (const face of faces.slice(1)) expect(face.status, path).toBe('unloaded');
    expect(fonts, path).toEqual([expect.stringMatching(/^\/assets\/plus-jakarta-sans-core\./)]);
  }
});

test('a character outside the core file brings in the full Latin file, in the same face', async ({
  page,
}) => {
  await page.goto('/contact', { waitUntil: 'load' });
  const latin = page.waitForRequest(/plus-jakarta-sans-latin-wght-normal\.[\w-]+\.woff2$/);
  // The core file holds the accented letters of names (José Ñúñez); an inverted question mark
  // is Latin it leaves to the full file.
  await page.getByLabel(/name/i).first().fill('¿José Ñúñez?');
  await latin;
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family === 'Plus Jakarta Sans Variable')
      .map((face) => face.status);
  });
  expect(loaded).toEqual(['loaded', 'loaded', 'unloaded']);
});
