import { expect, openEnhanced, test } from './fixtures';

test('keyboard only at 390 px: the menu opens, its services list expands, a link is followed', async ({
  page,
}) => {
  await openEnhanced(page, '/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  for (let i = 0; i < 10 && !(await toggle.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Home');
  await page.keyboard.press('Tab');
  const services = page.locator(':focus');
  await expect(services).toHaveText('Our Services');
  await page.keyboard.press('Enter');
  await expect(page.locator('#site-menu details')).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Website & Web Application Development');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services\/website-development$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.locator('#site-menu')).toBeHidden();
});
