import { navigation, services, urlEndingIn } from './content';
import { expect, openEnhanced, test } from './fixtures';

const { menuToggleLabels, servicesDropdown } = navigation;
const [firstService] = services;

test('keyboard only at 390 px: the menu opens, its services list expands, a link is followed', async ({
  page,
}) => {
  await openEnhanced(page, '/');
  const toggle = page.getByRole('button', { name: menuToggleLabels.open, exact: true });
  for (let i = 0; i < 10 && !(await toggle.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('button', { name: menuToggleLabels.close, exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Home');
  await page.keyboard.press('Tab');
  const servicesSummary = page.locator(':focus');
  await expect(servicesSummary).toHaveText(servicesDropdown.title);
  await page.keyboard.press('Enter');
  await expect(page.locator('#site-menu details')).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText(firstService!.title);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(urlEndingIn(`/services/${firstService!.slug}`));
  await expect(
    page.getByRole('button', { name: menuToggleLabels.open, exact: true }),
  ).toBeVisible();
  await expect(page.locator('#site-menu')).toBeHidden();
});
