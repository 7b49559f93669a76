import { pagesWithVideo } from './content';
import { expect, openEnhanced, test } from './fixtures';

/** The about page and two service pages that have a video on wide screens. */
const videoPages = pagesWithVideo.slice(0, 3);

test('a narrow screen keeps the poster and fetches no video bytes', async ({ page }) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (/\.(webm|mp4)(\?|$)/.test(request.url())) videoRequests.push(request.url());
  });
  expect(videoPages.length).toBeGreaterThan(1);
  for (const path of videoPages) {
    // The hero video module has run: on a wide screen the video would be in the page now.
    await openEnhanced(page, path);
    await expect(page.locator('video')).toHaveCount(0);
    const poster = page.locator('main img').first();
    await expect(poster).toBeVisible();
  }
  expect(videoRequests).toEqual([]);
});
