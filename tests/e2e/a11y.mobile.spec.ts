import { expectNoAxeViolations } from './a11y-helpers';
import { navigation } from './content';
import { expect, openEnhanced, test } from './fixtures';
import { noPageOfItsOwn, slotTitle, templateSlots } from './site-routes';

// One page of each kind (tests/e2e/site-routes.ts `templateSlots`).
for (const slot of templateSlots) {
  test(`${slotTitle(slot)} has no axe violations at 390 px`, async ({ page }) => {
    test.skip(slot.path === undefined, noPageOfItsOwn(slot));
    const path = slot.path!;
    await openEnhanced(page, path);
    await expectNoAxeViolations(page, `${path} @390`);
  });
}

test('no axe violations with the mobile menu and its services list open', async ({ page }) => {
  await openEnhanced(page, '/');
  const { menuToggleLabels, servicesDropdown } = navigation;
  await page.getByRole('button', { name: menuToggleLabels.open, exact: true }).click();
  await page.locator('#site-menu summary', { hasText: servicesDropdown.title }).click();
  await expect(page.locator('#site-menu details')).toHaveAttribute('open', '');
  await expectNoAxeViolations(page, 'mobile menu open');
});
