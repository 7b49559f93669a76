import {
  chooseCategoryBeforeScripts,
  expect,
  holdBackScripts,
  openPainted,
  scriptsHaveRun,
  test,
  type Page,
} from './fixtures';

/** The 390 px controls from the first paint: scripts held back 3 s, and JavaScript off. */

async function useMenu(page: Page) {
  const menu = page.locator('#site-menu');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  const services = menu.locator('details');
  await services.locator('summary').click();
  await expect(services.getByRole('link')).toHaveCount(6);
  await expect(services.getByRole('link').last()).toBeVisible();
  // Titles only: no service summaries in the sub-list.
  await expect(services.getByRole('link').first()).toHaveText(
    'Website & Web Application Development',
  );
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
}

async function useFilter(page: Page) {
  await page.getByRole('radio', { name: 'Development', exact: true }).check();
  await expect(page.locator('#service-cards > li:visible')).toHaveCount(3);
  await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName('Development');
}

test.describe('at 390 px, before the scripts arrive', () => {
  test.beforeEach(async ({ page }) => holdBackScripts(page));

  test('a category chosen before the scripts arrive stays chosen when they run, and the URL follows it', async ({
    page,
  }) => {
    const { choseBeforeScripts, checked, visibleCards } = await chooseCategoryBeforeScripts(
      page,
      'Development',
    );
    expect(choseBeforeScripts).toBe(true);
    await expect(checked).toHaveAccessibleName('Development');
    await expect(visibleCards).toHaveCount(3);
    await expect(page).toHaveURL(/\/services\?category=development$/);
  });

  test('the menu opens on the first tap, its services list expands, and it closes', async ({
    page,
  }) => {
    await openPainted(page, '/');
    await useMenu(page);
    expect(await scriptsHaveRun(page)).toBe(false);
  });

  test('the services filter works on the first tap', async ({ page }) => {
    await openPainted(page, '/services');
    await useFilter(page);
    expect(await scriptsHaveRun(page)).toBe(false);
  });
});

test.describe('at 390 px, with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu works', async ({ page }) => {
    await page.goto('/about-us');
    await useMenu(page);
  });

  test('the services filter works', async ({ page }) => {
    await page.goto('/services');
    await useFilter(page);
  });
});
