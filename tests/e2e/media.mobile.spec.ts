import { expect, openEnhanced, test } from './fixtures';

test('a narrow screen keeps the poster and fetches no video bytes', async ({ page }) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (/\.(webm|mp4)(\?|$)/.test(request.url())) videoRequests.push(request.url());
  });
  for (const path of ['/about-us', '/services/frontend-development', '/services/email-marketing']) {
    // The hero video module has run: on a wide screen the video would be in the page now.
    await openEnhanced(page, path);
    await expect(page.locator('video')).toHaveCount(0);
    const poster = page.locator('main img').first();
    await expect(poster).toBeVisible();
  }
  expect(videoRequests).toEqual([]);
});
