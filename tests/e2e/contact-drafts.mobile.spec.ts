import {
  expect,
  openEnhanced,
  test,
  waitUntilEnhanced,
  type Page,
  type TestInfo,
} from './fixtures';
import { expectNoAxeViolations } from './a11y-helpers';
import { business, literally, navigation, urlEndingIn } from './content';
import {
  enquiriesFrom,
  enquiryFor,
  expectFailure,
  expectValues,
  fillEnquiry,
  form,
  formWords,
  inboxOrigin,
  inboxRule,
  uniqueName,
  type Enquiry,
  type FailureCause,
  success,
} from './contact-inbox';

/** A page of the menu after Home, other than the contact page, for a detour. */
const detour = navigation.headerLinks.slice(1).find(({ href }) => href !== '/contact')!;

/**
 * Issue #14 at 390 px: the form's words survive a reload, a detour and a
 * failed send. Every wait is an auto-retrying assertion: the draft comes back
 * in an effect after the form mounts, whether a header link navigates on the
 * client or loads the page afresh.
 */

/** The send timeout in src/lib/enquiry/send-enquiry.ts (15 s), plus a second. */
const pastTheSendTimeout = 16_000;

test.describe('the contact draft', () => {
  test('a reload mid-typing brings back all four fields', async ({ page }, testInfo) => {
    const enquiry = enquiryFor(uniqueName(testInfo));
    await openForm(page);
    await fillEnquiry(page, { ...enquiry, message: '' });
    await form(page).message.pressSequentially(enquiry.message);
    await page.reload();
    await openForm(page, { navigated: true });
    await expectValues(page, enquiry);
  });

  test('a detour to another page and back through the header menu brings them back', async ({
    page,
  }, testInfo) => {
    const enquiry = enquiryFor(uniqueName(testInfo));
    await openForm(page);
    await fillEnquiry(page, enquiry);
    await (await openMainMenu(page)).getByRole('link', { name: detour.label, exact: true }).click();
    await expect(page).toHaveURL(urlEndingIn(detour.href));
    const { getStartedLink } = navigation;
    expect(getStartedLink.href).toBe('/contact');
    await (
      await openMainMenu(page)
    )
      .getByRole('link', { name: getStartedLink.label, exact: true })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expectValues(page, enquiry);
  });

  test('after a successful send, a reload shows an empty form', async ({ page }, testInfo) => {
    const enquiry = enquiryFor(uniqueName(testInfo));
    await openForm(page);
    await fillEnquiry(page, enquiry);
    await form(page).submit.click();
    await expect(form(page).status).toHaveText(success);
    await page.reload();
    await openForm(page, { navigated: true });
    await expectEmpty(page);
  });

  test('a fresh browser context, or another tab, starts with an empty form', async ({
    page,
    browser,
  }, testInfo) => {
    await openForm(page);
    await fillEnquiry(page, enquiryFor(uniqueName(testInfo)));

    const otherTab = await page.context().newPage();
    await openForm(otherTab);
    await expectEmpty(otherTab);

    const context = await browser.newContext(freshContextOptions(testInfo));
    const fresh = await context.newPage();
    await openForm(fresh);
    await expectEmpty(fresh);
    await context.close();
  });

  test('with storage refused, the form still sends', async ({ page, request }, testInfo) => {
    await page.addInitScript(() => {
      for (const area of ['sessionStorage', 'localStorage'] as const) {
        Object.defineProperty(window, area, {
          get() {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
      }
    });
    const enquiry = enquiryFor(uniqueName(testInfo));
    await openForm(page);
    await expect(page.evaluate(() => window.sessionStorage)).rejects.toThrow(/denied/);
    await fillEnquiry(page, enquiry);
    await form(page).submit.click();
    await expect(form(page).status).toHaveText(success);
    expect(await enquiriesFrom(request, enquiry.name)).toHaveLength(1);
  });
});

test.describe('a failed send offers the same enquiry by e-mail', () => {
  const failures: {
    name: string;
    cause: FailureCause;
    arrange: (page: Page, enquiry: Enquiry) => Promise<unknown>;
    fail?: (page: Page) => Promise<void>;
  }[] = [
    {
      name: 'an inbox answering 500',
      cause: 'unavailable',
      arrange: (page, enquiry) => inboxRule(page.request, { match: enquiry.name, status: 500 }),
    },
    {
      name: 'a network failure',
      cause: 'offline',
      arrange: (page) => page.route(`${inboxOrigin}/**`, (route) => route.abort('failed')),
    },
    {
      name: 'an inbox holding its answer past the timeout',
      cause: 'timeout',
      // The inbox keeps the request open far longer than this test lasts; only the timeout can end it.
      arrange: async (page, enquiry) => {
        await inboxRule(page.request, { match: enquiry.name, delayMs: 60_000 });
        await page.clock.install();
      },
      fail: async (page) => {
        await expect(form(page).submit).toHaveText(formWords.sending);
        await page.clock.fastForward(pastTheSendTimeout);
      },
    },
  ];

  for (const { name, cause, arrange, fail } of failures) {
    test(`${name} shows the form's error and a mailto: link carrying the typed message`, async ({
      page,
      request,
    }, testInfo) => {
      const enquiry = enquiryFor(uniqueName(testInfo));
      await arrange(page, enquiry);
      await openForm(page);
      await fillEnquiry(page, enquiry);
      const sent = page.waitForRequest(/\/api\/v1\.0\/email\/send-form$/);
      await form(page).submit.click();
      await sent;
      await fail?.(page);
      await expectFailure(page, cause);
      const body = await mailtoBody(page);
      expect(body).toContain(enquiry.message.replace(/\n/g, '\r\n'));
      const { fields } = formWords;
      expect(body).toContain(`${fields.name.label}: ${enquiry.name}`);
      expect(body).toContain(`${fields.email.label}: ${enquiry.email}`);
      expect(body).toContain(`${fields.phone.label}: ${enquiry.phone}`);
      await expectValues(page, enquiry);
      if (fail) expect(await enquiriesFrom(request, enquiry.name)).toHaveLength(0);
    });
  }

  test('the fallback is reached by keyboard with a visible focus, copies the message and passes axe', async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const enquiry = enquiryFor(uniqueName(testInfo));
    await inboxRule(page.request, { match: enquiry.name, status: 500 });
    await openForm(page);
    await fillEnquiry(page, enquiry);
    await form(page).submit.focus();
    await page.keyboard.press('Enter');
    await expectFailure(page, 'unavailable');
    await expect(form(page).submit).toBeFocused();

    const mail = page.getByRole('link', { name: formWords.fallback.mailLabel, exact: true });
    const copy = page.getByRole('button', { name: formWords.fallback.copyLabel, exact: true });
    await page.keyboard.press('Tab');
    await expect(mail).toBeFocused();
    await expectFocusRing(mail);
    await page.keyboard.press('Tab');
    await expect(copy).toBeFocused();
    await expectFocusRing(copy);
    await page.keyboard.press('Enter');
    await expect(page.getByText(formWords.fallback.copied, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(enquiry.message);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'contact form after a failed send');
  });
});

/**
 * Opens /contact (unless already there) and waits until the form is live (`waitUntilEnhanced`:
 * React has mounted it, and the draft is back in its fields, restored in the same commit).
 */
async function openForm(page: Page, { navigated = false } = {}) {
  if (navigated) await waitUntilEnhanced(page);
  else await openEnhanced(page, '/contact');
  await expect(form(page).submit).toBeEnabled();
}

async function expectEmpty(page: Page) {
  for (const field of [form(page).name, form(page).email, form(page).phone, form(page).message])
    await expect(field).toHaveValue('');
}

/**
 * Opens the mobile menu and gives its navigation. The button may be clicked
 * before the page's script has attached to it (a full page load), so the
 * click is retried until the menu shows.
 */
async function openMainMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(async () => {
    if (!(await menu.isVisible()))
      await page
        .getByRole('button', { name: navigation.menuToggleLabels.open, exact: true })
        .click({ timeout: 2_000 });
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return menu;
}

async function mailtoBody(page: Page): Promise<string> {
  const link = page.getByRole('link', { name: formWords.fallback.mailLabel, exact: true });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(
    new RegExp(
      `^mailto:${literally(business.email).source}\\?subject=Website%20Contact%20Form&body=`,
    ),
  );
  return decodeURIComponent(href.slice(href.indexOf('&body=') + '&body='.length));
}

async function expectFocusRing(locator: ReturnType<Page['locator']>) {
  const outline = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

function freshContextOptions(testInfo: TestInfo) {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
    testInfo.project.use;
  return { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch };
}
