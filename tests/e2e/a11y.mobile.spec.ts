import { expectNoAxeViolations } from './a11y-helpers';
import { test } from './fixtures';
import { sitePaths } from './site-routes';

for (const path of sitePaths) {
  test(`${path} has no axe violations at 390 px`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page, `${path} @390`);
  });
}

test('no axe violations with the mobile menu and its services list open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Our Services' })
    .click();
  await expectNoAxeViolations(page, 'mobile menu open');
});
