import { expectNoAxeViolations, expectOrderedHeadings } from './a11y-helpers';
import { contactPage, navigation } from './content';
import { expect, openEnhanced, test } from './fixtures';
import { noPageOfItsOwn, slotTitle, templateSlots } from './site-routes';

// One page of each kind (tests/e2e/site-routes.ts `templateSlots`), and the not-found page.
for (const slot of [...templateSlots, { kind: 'the not-found page', path: '/no-such-page' }]) {
  test(`${slotTitle(slot)} has no axe violations at 1280 px and its headings are in order`, async ({
    page,
  }) => {
    test.skip(slot.path === undefined, noPageOfItsOwn(slot));
    const path = slot.path!;
    await openEnhanced(page, path);
    await expectNoAxeViolations(page, path);
    await expectOrderedHeadings(page, path);
  });
}

test('no axe violations with the services dropdown open', async ({ page }) => {
  await openEnhanced(page, '/');
  await page.getByRole('button', { name: navigation.servicesDropdown.title, exact: true }).click();
  await expectNoAxeViolations(page, 'dropdown open');
});

test('no axe violations with an FAQ answer open and with the form showing its error', async ({
  page,
}) => {
  await page.route('**/api/v1.0/email/send-form', (route) =>
    route.fulfill({ status: 500, body: 'Server exploded' }),
  );
  await openEnhanced(page, '/contact');
  const question = page.locator('main summary').first();
  await question.click();
  await expectNoAxeViolations(page, 'faq open');
  await page.locator('input[name="name"]').fill('Asha Rao');
  await page.locator('input[name="email"]').fill('asha@example.com');
  await page.locator('input[name="phone"]').fill('+1 307 555 0100');
  await page.locator('textarea[name="message"]').fill('We need a new storefront before spring.');
  await page.getByRole('button', { name: contactPage.form.submit, exact: true }).click();
  // The form's own error (the page also holds a hidden copy, for a form whose code never arrives).
  await expect(
    page.locator('form').getByText(contactPage.form.error, { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'form error');
});

test('a skip link leads keyboard users past the header to the main content', async ({ page }) => {
  await openEnhanced(page, '/services');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('focus is always visible: every focusable element in the header and footer draws an outline', async ({
  page,
}) => {
  await openEnhanced(page, '/');
  const missing: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      return {
        name: el.textContent?.trim().slice(0, 30) ?? el.tagName,
        outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
      };
    });
    if (info && !info.outline) missing.push(info.name);
  }
  expect(missing).toEqual([]);
});
