import { expect, openEnhanced, test, type Locator, type Page } from './fixtures';

/**
 * Presses Tab until `target` has focus, as a keyboard-only visitor would. A long walk is
 * hundreds of round trips to the browser, so it brings its own time budget.
 */
async function tabTo(page: Page, target: Locator, limit = 80) {
  const info = test.info();
  info.setTimeout(info.timeout + limit * 200);
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target} by Tab`);
}

test('keyboard only: the services dropdown opens, its links are reachable, Escape closes it', async ({
  page,
}) => {
  await openEnhanced(page, '/');
  const button = page.getByRole('button', { name: 'Our Services' });
  const panel = page.locator('#services-menu');
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  // The panel follows its button in the Tab order.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', '/services/website-development');
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await expect(panel).toBeHidden();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services\/website-development$/);
});

test('keyboard only: the services filter changes the cards', async ({ page }) => {
  await openEnhanced(page, '/services');
  const all = page.getByRole('radio', { name: 'All Services', exact: true });
  await tabTo(page, all, 120);
  // A radio group: arrow keys move the choice, as in any native group.
  await page.keyboard.press('ArrowRight');
  const development = page.getByRole('radio', { name: 'Development', exact: true });
  await expect(development).toBeChecked();
  await expect(development).toBeFocused();
  await expect(page.locator('#service-cards > li:visible')).toHaveCount(3);
  await expect(page).toHaveURL(/category=development/);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Marketing', exact: true })).toBeChecked();
  await expect(page.locator('#service-cards > li:visible')).toHaveCount(2);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(all).toBeChecked();
  await expect(page.locator('#service-cards > li:visible')).toHaveCount(6);
});

test('keyboard only: an FAQ answer opens and closes, and the form is filled and sent', async ({
  page,
}) => {
  await openEnhanced(page, '/contact');
  // The FAQ uses native <details>/<summary> disclosures.
  const question = page.locator('main summary').first();
  await tabTo(page, question, 150);
  await page.keyboard.press('Enter');
  await expect(question.locator('xpath=..')).toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(question.locator('xpath=..')).not.toHaveAttribute('open', '');

  const name = page.locator('input[name="name"]');
  await tabTo(page, name, 150);
  await page.keyboard.type('Keyboard Kim');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kim@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+1 307 555 0111');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sent without a mouse: we need an accessible booking site.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
});
