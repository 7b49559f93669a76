import { pagesWithVideo } from './content';
import { expect, openEnhanced, test } from './fixtures';

/** The about page and two service pages that have a video on wide screens. */
const videoPages = pagesWithVideo.slice(0, 3);

test('a narrow screen shows the poster’s phone crop, fetches no wide poster and no video bytes', async ({
  page,
}) => {
  const videoRequests: string[] = [];
  const pictureRequests: string[] = [];
  page.on('request', (request) => {
    if (/\.(webm|mp4)(\?|$)/.test(request.url())) videoRequests.push(request.url());
    if (request.resourceType() === 'image') pictureRequests.push(new URL(request.url()).pathname);
  });
  expect(videoPages.length).toBeGreaterThan(1);
  for (const path of videoPages) {
    pictureRequests.length = 0;
    // The hero video module has run: on a wide screen the video would be in the page now.
    await openEnhanced(page, path);
    await expect(page.locator('video')).toHaveCount(0);
    const poster = page.locator('main img').first();
    await expect(poster).toBeVisible();
    // The file shown is one of the phone crop's, and no file of the wide poster was asked for.
    const { shown, phone, wide } = await poster.evaluate((img: HTMLImageElement) => {
      const files = (selector: string) =>
        [...img.parentElement!.querySelectorAll(selector)].flatMap((source) =>
          (source.getAttribute('srcset') ?? '')
            .split(',')
            .map((candidate) => candidate.trim().split(/\s+/)[0]!),
        );
      return {
        shown: new URL(img.currentSrc).pathname,
        phone: files('source[media]'),
        wide: [...files('source:not([media])'), ...files('img')],
      };
    });
    expect(phone, path).toContain(shown);
    expect(
      pictureRequests.filter((file) => wide.includes(file)),
      path,
    ).toEqual([]);
  }
  expect(videoRequests).toEqual([]);
});
