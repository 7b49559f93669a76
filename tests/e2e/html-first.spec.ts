import { readFileSync } from 'node:fs';
import {
  contactPage,
  filterStatus,
  navigation,
  services,
  servicesIn,
  servicesPage,
} from './content';
import {
  enquiriesFrom,
  enquiryFor,
  fillEnquiry,
  form,
  formWords,
  uniqueName,
  watchSends,
} from './contact-inbox';
import {
  chooseCategoryBeforeScripts,
  expect,
  holdBackScripts,
  openEnhanced,
  openPainted,
  releaseScripts,
  scriptsHaveRun,
  test,
  type Page,
} from './fixtures';
import { noPageOfItsOwn, slotTitle, templateSlots } from './site-routes';

/**
 * Every control works from the first paint: with the scripts held back 3 s (a slow phone),
 * and with JavaScript turned off. The controls are HTML (popover, radios, details) and CSS;
 * the scripts only add motion and the filter's URL.
 */

const { servicesDropdown } = navigation;
/** Two category filters with services in them, as the page offers them. */
const [firstCategory, secondCategory] = servicesPage.filters.filter(
  ({ value }) => value !== 'all' && servicesIn(value).length > 0,
);

test('the content has two categories with services to filter by', () => {
  expect(secondCategory).toBeDefined();
});

async function useDropdown(page: Page) {
  const button = page.getByRole('button', { name: servicesDropdown.title, exact: true });
  const panel = page.locator('#services-menu');
  await button.click();
  await expect(panel).toBeVisible();
  await expect(panel.getByText(servicesDropdown.subtitle, { exact: true })).toBeVisible();
  await expect(panel.getByRole('link')).toHaveCount(services.length);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(panel).toBeVisible();
  await page.locator('main h1').click();
  await expect(panel).toBeHidden();
}

async function useFilter(page: Page) {
  const visibleCards = page.locator('#service-cards > li:visible');
  await expect(visibleCards).toHaveCount(services.length);
  await page.getByRole('radio', { name: firstCategory!.label, exact: true }).check();
  await expect(visibleCards).toHaveCount(servicesIn(firstCategory!.value).length);
  await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName(
    firstCategory!.label,
  );
  await expect(page.getByText(filterStatus(firstCategory!.value), { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: secondCategory!.label, exact: true }).check();
  await expect(visibleCards).toHaveCount(servicesIn(secondCategory!.value).length);
}

async function useFaq(page: Page) {
  const question = page
    .getByRole('region', { name: contactPage.faq.title, exact: true })
    .locator('details')
    .first();
  await question.locator('summary').click();
  await expect(question).toHaveAttribute('open', '');
  await expect(question.locator('p').first()).toBeVisible();
  await question.locator('summary').click();
  await expect(question).not.toHaveAttribute('open', '');
}

test.describe('at 1280 px, before the scripts arrive', () => {
  test.beforeEach(async ({ page }) => holdBackScripts(page));

  test('a category chosen before the scripts arrive stays chosen when they run, and the URL follows it', async ({
    page,
  }) => {
    const { label, value } = secondCategory!;
    const { choseBeforeScripts, checked, visibleCards } = await chooseCategoryBeforeScripts(
      page,
      label,
    );
    expect(choseBeforeScripts).toBe(true);
    await expect(checked).toHaveAccessibleName(label);
    await expect(visibleCards).toHaveCount(servicesIn(value).length);
    await expect(page).toHaveURL(new RegExp(`/services\\?category=${value}$`));
  });

  test('the services dropdown opens on the first click, and Escape and a click outside close it', async ({
    page,
  }) => {
    await openPainted(page, '/');
    await useDropdown(page);
    expect(await scriptsHaveRun(page)).toBe(false);
  });

  test('the services filter shows one category on the first click', async ({ page }) => {
    await openPainted(page, '/services');
    await useFilter(page);
    expect(await scriptsHaveRun(page)).toBe(false);
  });

  test('a shared ?category= link opens filtered from the first paint', async ({ page }) => {
    const { label, value } = secondCategory!;
    await openPainted(page, `/services?category=${value}`);
    await expect(page.locator('#service-cards > li:visible')).toHaveCount(servicesIn(value).length);
    await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName(label);
    expect(await scriptsHaveRun(page)).toBe(false);
  });

  test('an FAQ answer opens and closes on the first click', async ({ page }) => {
    await openPainted(page, '/contact');
    await useFaq(page);
    expect(await scriptsHaveRun(page)).toBe(false);
  });

  test('an enquiry sent before the scripts arrive is held, then sent exactly once, with every word kept', async ({
    page,
    request,
  }, testInfo) => {
    const enquiry = enquiryFor(uniqueName(testInfo));
    await openPainted(page, '/contact');
    await fillEnquiry(page, enquiry);
    const sends = watchSends(page);
    await form(page).submit.click();
    expect(await scriptsHaveRun(page)).toBe(false);
    // No native submission: the page stays, with the words in their fields, not in a URL.
    await expect(page).toHaveURL(/\/contact$/);
    await expect(form(page).message).toHaveValue(enquiry.message);
    releaseScripts(page);
    await expect(form(page).status).toHaveText(formWords.success, { timeout: 15_000 });
    // Every send the page started has its answer, so the inbox holds all of them.
    await expect(form(page).submit).toHaveText(formWords.submit);
    await sends.settled();
    const received = await enquiriesFrom(request, enquiry.name);
    expect(received).toHaveLength(1);
    // A form submission sends line breaks as CRLF.
    expect(received[0]?.fields).toMatchObject({
      email: enquiry.email,
      message: enquiry.message.replace('\n', '\r\n'),
    });
  });
});

test.describe('at 1280 px, with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the services dropdown works', async ({ page }) => {
    await page.goto('/');
    await useDropdown(page);
  });

  test('the services filter works', async ({ page }) => {
    await page.goto('/services');
    await useFilter(page);
  });

  test('the FAQ works', async ({ page }) => {
    await page.goto('/contact');
    await useFaq(page);
  });
});

test.describe('scripts only where the platform cannot do the job', () => {
  for (const slot of templateSlots) {
    test(`${slotTitle(slot)} requests ${slot.path === '/contact' ? 'the enhancement script and its form island' : 'only the enhancement script'}`, async ({
      page,
    }) => {
      test.skip(slot.path === undefined, noPageOfItsOwn(slot));
      const path = slot.path!;
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      // The enhancement script comes after the largest paint, and the island after it: wait
      // until both have run, then until the network is quiet, before counting requests.
      await openEnhanced(page, path);
      await page.waitForLoadState('networkidle');
      const enhancement = /^\/assets\/enhancements\.[\w.-]+\.js$/;
      expect(scripts.filter((script) => enhancement.test(script))).toHaveLength(1);
      const others = scripts.filter((script) => !enhancement.test(script));
      if (path === '/contact') {
        // React, for the form alone, once the page has painted: the island's component, its
        // renderer and the modules they import, nothing else (Astro's island runtime is inline).
        const island = await page
          .locator('astro-island')
          .evaluate((element) => [
            element.getAttribute('component-url') ?? '',
            element.getAttribute('renderer-url') ?? '',
          ]);
        expect(others).toEqual(expect.arrayContaining(island));
        expect(others.filter((script) => !island.includes(script))).toEqual(
          staticImportsOf(island).filter((script) => others.includes(script)),
        );
        expect(others.some((script) => /\/enquiry-form\.[\w-]+\.js$/.test(script))).toBe(true);
      } else {
        expect(others).toEqual([]);
      }
    });
  }
});

/** The built files that the given /assets/ scripts import statically, directly or not. */
function staticImportsOf(entries: string[]): string[] {
  const found = new Set<string>();
  const visit = (url: string) => {
    const source = readFileSync(`build/client${url}`, 'utf8');
    for (const [, file] of source.matchAll(/\bfrom\s*"\.\/([\w.-]+\.js)"/g)) {
      const imported = `/assets/${file}`;
      if (found.has(imported) || entries.includes(imported)) continue;
      found.add(imported);
      visit(imported);
    }
  };
  entries.forEach(visit);
  return [...found];
}
