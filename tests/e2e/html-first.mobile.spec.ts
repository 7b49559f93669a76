import { navigation, services, servicesIn, servicesPage } from './content';
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

const { menuToggleLabels } = navigation;
/** The first category filter with services in it. */
const category = servicesPage.filters.find(
  ({ value }) => value !== 'all' && servicesIn(value).length > 0,
)!;

async function useMenu(page: Page) {
  const menu = page.locator('#site-menu');
  const serviceTitles = services.map(({ title }) => title);
  await page.getByRole('button', { name: menuToggleLabels.open, exact: true }).click();
  await expect(menu).toBeVisible();
  await expect(
    page.getByRole('button', { name: menuToggleLabels.close, exact: true }),
  ).toBeVisible();
  const serviceList = menu.locator('details');
  await serviceList.locator('summary').click();
  await expect(serviceList.getByRole('link').last()).toBeVisible();
  // Titles only: no service summaries in the sub-list.
  await expect(serviceList.getByRole('link')).toHaveText(serviceTitles);
  await page.getByRole('button', { name: menuToggleLabels.close, exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(
    page.getByRole('button', { name: menuToggleLabels.open, exact: true }),
  ).toBeVisible();
}

async function useFilter(page: Page) {
  await page.getByRole('radio', { name: category.label, exact: true }).check();
  await expect(page.locator('#service-cards > li:visible')).toHaveCount(
    servicesIn(category.value).length,
  );
  await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName(category.label);
}

test.describe('at 390 px, before the scripts arrive', () => {
  test.beforeEach(async ({ page }) => holdBackScripts(page));

  test('a category chosen before the scripts arrive stays chosen when they run, and the URL follows it', async ({
    page,
  }) => {
    const { choseBeforeScripts, checked, visibleCards } = await chooseCategoryBeforeScripts(
      page,
      category.label,
    );
    expect(choseBeforeScripts).toBe(true);
    await expect(checked).toHaveAccessibleName(category.label);
    await expect(visibleCards).toHaveCount(servicesIn(category.value).length);
    await expect(page).toHaveURL(new RegExp(`/services\\?category=${category.value}$`));
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
