import {
  contactPage,
  navigation,
  services,
  servicesIn,
  servicesPage,
  urlEndingIn,
} from './content';
import { expect, openEnhanced, test, type Locator, type Page } from './fixtures';

const firstService = `/services/${services[0]!.slug}`;

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
  const button = page.getByRole('button', {
    name: navigation.servicesDropdown.title,
    exact: true,
  });
  const panel = page.locator('#services-menu');
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  // The panel follows its button in the Tab order, though it comes after <main> in the page,
  // and past its last link the Tab order goes on with the header's next link.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', firstService);
  for (const service of services.slice(1)) {
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', `/services/${service.slug}`);
  }
  const nextLink = navigation.headerLinks[1] ?? navigation.getStartedLink;
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', nextLink.href);
  await expect(page.locator(':focus')).toHaveText(nextLink.label);
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator(':focus')).toHaveAttribute(
    'href',
    `/services/${services.at(-1)!.slug}`,
  );
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await expect(panel).toBeHidden();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(urlEndingIn(firstService));
});

test('keyboard only: the services filter changes the cards', async ({ page }) => {
  const { filters } = servicesPage;
  expect(filters.length).toBeGreaterThan(2);
  const [first, second, third] = filters;
  const radio = (label: string) => page.getByRole('radio', { name: label, exact: true });
  const visibleCards = page.locator('#service-cards > li:visible');
  await openEnhanced(page, '/services');
  await tabTo(page, radio(first!.label), 120);
  // A radio group: arrow keys move the choice, as in any native group, in the page's order.
  await page.keyboard.press('ArrowRight');
  await expect(radio(second!.label)).toBeChecked();
  await expect(radio(second!.label)).toBeFocused();
  await expect(visibleCards).toHaveCount(servicesIn(second!.value).length);
  await expect(page).toHaveURL(new RegExp(`category=${second!.value}`));
  await page.keyboard.press('ArrowRight');
  await expect(radio(third!.label)).toBeChecked();
  await expect(visibleCards).toHaveCount(servicesIn(third!.value).length);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(radio(first!.label)).toBeChecked();
  await expect(visibleCards).toHaveCount(servicesIn(first!.value).length);
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
  const { submit, success } = contactPage.form;
  await expect(page.getByRole('button', { name: submit, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(success, { exact: true })).toBeVisible();
});
