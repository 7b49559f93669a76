import { expect, test } from './fixtures';

test('a narrow screen keeps the poster and fetches no video bytes', async ({ page }) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (/\.(webm|mp4)(\?|$)/.test(request.url())) videoRequests.push(request.url());
  });
  for (const path of ['/about-us', '/services/frontend-development', '/services/email-marketing']) {
    await page.goto(path);
    await page.waitForLoadState('load');
    await page.waitForTimeout(400);
    await expect(page.locator('video')).toHaveCount(0);
    const poster = page.locator('main img').first();
    await expect(poster).toBeVisible();
  }
  expect(videoRequests).toEqual([]);
});
