import { homePage, pagesWithVideo, statText } from './content';
import { expect, openEnhanced, test } from './fixtures';
import { noPageOfItsOwn, slotTitle, templateSlots, timeoutForPages } from './site-routes';

/** The about page and, of the service pages with a video of their own, the first and the last. */
// The first, second and last of them: enough to see every page kind without playing them all.
const videoPages = [
  ...new Set([pagesWithVideo[0], pagesWithVideo[1], pagesWithVideo.at(-1)]),
].filter((path): path is string => path !== undefined);

// One test per kind of page (a single test walking them all outgrew the 30 s timeout on a slow
// day). Every page's pictures have their width, height and alt: the whole-site pass checks that.
for (const slot of templateSlots) {
  test(`${slotTitle(slot)} runs its scripts without a console error or a React hydration warning`, async ({
    page,
  }) => {
    test.skip(slot.path === undefined, noPageOfItsOwn(slot));
    const path = slot.path!;
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text()))
        problems.push(message.text().slice(0, 200));
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await openEnhanced(page, path);
    expect(problems).toEqual([]);
  });
}

test('particles: 40 in the home hero, 30 in the portfolio hero, 12 in each closing card, drifting once the scripts have run', async ({
  page,
}) => {
  await openEnhanced(page, '/');
  const counts = await page
    .locator('[data-particles]')
    .evaluateAll((layers) => layers.map((l) => l.querySelectorAll('[data-particle]').length));
  expect(counts).toContain(40);
  expect(counts).toContain(12);
  // Every particle layer of the page floats: its drift animation runs.
  const layers = await page.locator('[data-particles]').count();
  const drifting = await page.evaluate(
    () =>
      new Set(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) => (a.effect as KeyframeEffect | null)?.target?.closest('[data-particles]'))
          .filter(Boolean),
      ).size,
  );
  expect(drifting).toBe(layers);
  await page.goto('/portfolio');
  expect(
    await page
      .locator('[data-particles]')
      .evaluateAll((layers) => layers.map((l) => l.querySelectorAll('[data-particle]').length)),
  ).toContain(30);
});

test('hero videos start after load on a wide screen, muted, looping and hidden from assistive tech', async ({
  page,
}) => {
  test.setTimeout(timeoutForPages(videoPages.length));
  for (const path of videoPages) {
    await openEnhanced(page, path);
    const video = page.locator('video');
    await expect(video).toHaveCount(1, { timeout: 10_000 });
    expect(
      await video.evaluate((v: HTMLVideoElement) => [
        v.muted,
        v.loop,
        v.playsInline,
        v.closest('[aria-hidden="true"]') !== null || v.getAttribute('aria-hidden') === 'true',
      ]),
    ).toEqual([true, true, true, true]);
    const types = await video
      .locator('source')
      .evaluateAll((sources) => sources.map((s) => s.getAttribute('type')));
    expect(types).toEqual(['video/webm', 'video/mp4']);
    // It plays: its time moves on.
    const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect
      .poll(
        () =>
          video.evaluate((v: HTMLVideoElement, from) => !v.paused && v.currentTime > from, start),
        {
          message: `${path}: the video plays`,
          timeout: 10_000,
        },
      )
      .toBe(true);
  }
});

test('with reduced motion nothing animates and no video is requested', async ({ browser }) => {
  const paths = ['/', '/portfolio', ...videoPages];
  test.setTimeout(timeoutForPages(paths.length));
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (/\.(webm|mp4)(\?|$)/.test(request.url())) videoRequests.push(request.url());
  });
  for (const path of paths) {
    // Every enhancement module has started: had one set anything moving or put a video in,
    // it would be there now.
    await openEnhanced(page, path);
    const running = await page.evaluate(
      () => document.getAnimations().filter((a) => a.playState === 'running').length,
    );
    expect(running, path).toBe(0);
    await expect(page.locator('video')).toHaveCount(0);
  }
  expect(videoRequests).toEqual([]);
  // Counters show their final figures straight away.
  await openEnhanced(page, '/');
  await expect(page.locator('main')).toContainText(statText(homePage.heroStats[0]!));
  await context.close();
});
