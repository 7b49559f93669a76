import { business, contactPage, hostingPlans, literally, services, telHref } from './content';
import { expect, openEnhanced, test, type Locator, type Page, type Response } from './fixtures';
import {
  consoleErrors,
  contrastOnWhite,
  enquiriesFrom,
  enquiryFor,
  expectFailure,
  expectValues,
  fillEnquiry,
  form,
  inboxOrigin,
  inboxRule,
  sendFollowUp,
  formWords,
  textRgb,
  uniqueName,
  watchSends,
  success,
} from './contact-inbox';

const { details: detailsCopy, map: mapCopy, whyReachOut, faq: faqCopy } = contactPage;
/** The office the page maps: the one in the country the map names, or the first. */
const mappedOffice =
  business.addresses.find((address) => address.country === mapCopy.country) ??
  business.addresses[0]!;

const emailjsFields = [
  'email',
  'lib_version',
  'message',
  'name',
  'phone',
  'service_id',
  'template_id',
  'title',
  'user_id',
];

test.describe('the contact page', () => {
  test('shows the form, every contact detail, a map, the reasons to reach out and the FAQ', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: formWords.title, exact: true }),
    ).toBeVisible();

    const details = page.getByRole('region', { name: detailsCopy.title, exact: true });
    await expect(details.locator(`a[href="mailto:${business.email}"]`)).toBeVisible();
    await expect(details.locator(`a[href="mailto:${business.email}"]`)).toHaveText(business.email);
    const tels = await details
      .locator('a[href^="tel:"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(tels).toEqual(business.phones.map(telHref));
    for (const phone of business.phones)
      await expect(details.locator(`a[href="${telHref(phone)}"]`)).toContainText(phone.display);
    for (const { label } of business.addresses)
      await expect(details.locator('dl').getByText(label, { exact: true })).toBeVisible();
    await expect(
      details.getByRole('link', { name: new RegExp(literally(detailsCopy.mapLinkLabel).source) }),
    ).toHaveCount(business.addresses.length);

    const map = page.locator('iframe');
    await expect(map).toHaveCount(1);
    await expect(map).toHaveAttribute('title', literally(mappedOffice.label));
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute(
      'src',
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/,
    );
    const show = page.getByText(mapCopy.showLabel, { exact: true });
    await expect(show).toBeVisible();
    await expect(map).toBeHidden();
    await show.click();
    await expect(map).toBeVisible();
    await expect(page.getByText(mapCopy.hideLabel, { exact: true })).toBeVisible();
    const box = await map.boundingBox();
    expect(box && Math.round((box.width / box.height) * 100) / 100).toBeCloseTo(4 / 3, 1);
    await expect(
      page.getByRole('link', { name: new RegExp(literally(mapCopy.linkLabel).source) }),
    ).toHaveAttribute('href', /openstreetmap\.org/);

    const why = page.getByRole('region', { name: whyReachOut.title, exact: true });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText(
      whyReachOut.tiles.map(({ title }) => title),
    );

    const faq = page.getByRole('region', { name: faqCopy.title, exact: true });
    await expect(faq.locator('details')).toHaveCount(faqCopy.items.length);
    await expect(faq.locator('summary')).toHaveText(faqCopy.items.map(({ question }) => question));
    for (const { answer } of faqCopy.items) await expect(faq).toContainText(answer);
  });

  test('FAQ questions open and close from the keyboard', async ({ page }) => {
    await openEnhanced(page, '/contact');
    const questions = page
      .getByRole('region', { name: faqCopy.title, exact: true })
      .locator('summary');
    // The second question, reached by Tab from the first (the first, when it is the only one).
    const index = Math.min(1, faqCopy.items.length - 1);
    const second = questions.nth(index);
    if (index > 0) {
      await questions.first().focus();
      await page.keyboard.press('Tab');
    } else await second.focus();
    await expect(second).toBeFocused();
    const details = second.locator('xpath=..');
    await expect(details).toHaveJSProperty('open', false);
    const { question } = faqCopy.items[index]!;
    await expect(second).toHaveText(question);
    expect(await expandedState(page, question)).toBe(false);
    await page.keyboard.press('Enter');
    await expect(details).toHaveJSProperty('open', true);
    expect(await expandedState(page, question)).toBe(true);
    await expect(details.locator('p')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(details).toHaveJSProperty('open', false);
    expect(await expandedState(page, question)).toBe(false);
    await expect(details.locator('p')).toBeHidden();
    await second.click();
    await expect(details).toHaveJSProperty('open', true);
  });

  test('the map contacts OpenStreetMap only once the visitor opens it, from the keyboard too', async ({
    page,
  }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('openstreetmap.org')) mapRequests.push(request.url());
    });
    await page.goto('/contact');
    const summary = page.locator('summary', { hasText: mapCopy.showLabel });
    await summary.scrollIntoViewIfNeeded();
    await page.waitForLoadState('load');
    // Two frames after the frame box is on screen: a lazy frame outside a closed <details> starts loading by now.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(mapRequests).toEqual([]);
    await expect(summary).toHaveAccessibleName(`${mapCopy.showLabel} of the ${mappedOffice.label}`);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(summary).toHaveAccessibleName(`${mapCopy.hideLabel} of the ${mappedOffice.label}`);
    await expect(page.locator('iframe')).toBeVisible();
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    expect(mapRequests[0]).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
  });

  test('without JavaScript it still shows the e-mail address and phones, and says the form needs JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    const main = page.locator('main');
    await expect(main.locator(`a[href="mailto:${business.email}"]`).first()).toBeVisible();
    for (const phone of business.phones)
      await expect(main.locator(`a[href="${telHref(phone)}"]`).first()).toBeVisible();
    // The note, followed by the ways to reach the agency directly (a plain string does not
    // find words inside <noscript>; a pattern does).
    await expect(main.getByText(literally(formWords.noScript))).toBeVisible();
    await expect(page.getByRole('button', { name: formWords.submit, exact: true })).toBeDisabled();
    await context.close();
  });
});

test.describe('sending an enquiry', () => {
  test('delivers exactly the EmailJS fields to the inbox, then confirms in green and resets the form', async ({
    page,
    request,
  }, testInfo) => {
    const enquiry = enquiryFor(uniqueName(testInfo));
    await openEnhanced(page, '/contact');
    await fillEnquiry(page, enquiry);
    const sends = watchSends(page);
    await form(page).submit.click();
    await expect(form(page).status).toHaveText(success);
    await sends.settled();

    const [received, ...more] = await enquiriesFrom(request, enquiry.name);
    expect(more).toHaveLength(0);
    expect(received?.status).toBe(200);
    expect(Object.keys(received?.fields ?? {}).sort()).toEqual(emailjsFields);
    expect(received?.fields).toMatchObject({
      title: 'Website Contact Form',
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      message: enquiry.message.replace('\n', '\r\n'),
      service_id: 'service_brightwave',
      template_id: 'template_enquiry',
      user_id: 'local-inbox-public-key',
    });
    expect(received?.fields.lib_version).toMatch(/^\d+\.\d+\.\d+$/);

    const [r, g, b] = await textRgb(form(page).status.locator('p'));
    expect(g).toBeGreaterThan(r + 40);
    expect(g).toBeGreaterThan(b);
    expect(contrastOnWhite([r, g, b])).toBeGreaterThanOrEqual(4.5);
    await expect(form(page).status.locator('svg')).toHaveCount(1);
    for (const field of [form(page).name, form(page).email, form(page).phone, form(page).message])
      await expect(field).toHaveValue('');
    await expect(form(page).submit).toHaveText(formWords.submit);
  });

  test('says it is sending, with a disabled button, while the inbox takes its time', async ({
    page,
    request,
  }, testInfo) => {
    const enquiry = enquiryFor(uniqueName(testInfo));
    await inboxRule(request, { match: enquiry.name, delayMs: 3000 });
    await openEnhanced(page, '/contact');
    await fillEnquiry(page, enquiry);
    await form(page).submit.click();
    await expect(form(page).submit).toHaveText(formWords.sending);
    await expect(form(page).submit).toBeDisabled();
    await expect(form(page).status).toHaveText('');
    await expect(form(page).status).toHaveText(success, { timeout: 10_000 });
    await expect(form(page).submit).toHaveText(formWords.submit);
    await expect(form(page).submit).toBeEnabled();
    await expect(form(page).name).toHaveValue('');
  });

  for (const status of [400, 429, 500]) {
    test(`an inbox answering ${status} shows the error in red, keeps every value and logs the service's words`, async ({
      page,
      request,
    }, testInfo) => {
      const errors = consoleErrors(page);
      const enquiry = enquiryFor(uniqueName(testInfo));
      const text =
        status === 400
          ? 'The service ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin'
          : undefined;
      await inboxRule(request, { match: enquiry.name, status, text });
      await openEnhanced(page, '/contact');
      await fillEnquiry(page, enquiry);
      await form(page).submit.click();
      await expectFailure(
        page,
        status === 400 ? 'refused' : status === 429 ? 'rateLimited' : 'unavailable',
      );
      await expectRedError(form(page).error);
      await expectValues(page, enquiry);
      await expect(form(page).submit).toBeEnabled();
      const logged = errors.find((line) => line.startsWith('The enquiry could not be sent'));
      expect(logged).toContain(String(status));
      if (text) expect(logged).toContain(text);
      expect((await enquiriesFrom(request, enquiry.name)).map((entry) => entry.status)).toEqual([
        status,
      ]);
    });
  }

  test('an inbox that is down shows the error, keeps every value and logs it', async ({
    page,
  }, testInfo) => {
    const errors = consoleErrors(page);
    const enquiry = enquiryFor(uniqueName(testInfo));
    // The one simulated failure: the inbox cannot be reached at all.
    await page.route(`${inboxOrigin}/**`, (route) => route.abort('connectionrefused'));
    await openEnhanced(page, '/contact');
    await fillEnquiry(page, enquiry);
    await form(page).submit.click();
    await expectFailure(page, 'offline');
    await expectRedError(form(page).error);
    await expectValues(page, enquiry);
    expect(errors.find((line) => line.startsWith('The enquiry could not be sent'))).toContain(
      'Failed to fetch',
    );
  });

  test('a retry after an error sends the kept values', async ({ page, request }, testInfo) => {
    const enquiry = enquiryFor(uniqueName(testInfo));
    await inboxRule(request, { match: enquiry.name, status: 500 });
    await openEnhanced(page, '/contact');
    await fillEnquiry(page, enquiry);
    await form(page).submit.click();
    await expectFailure(page, 'unavailable');
    const retry = `${enquiry.name} again`;
    await form(page).name.fill(retry);
    await form(page).submit.click();
    await expect(form(page).status).toHaveText(success);
    const [received] = await enquiriesFrom(request, retry);
    expect(received?.fields.message).toBe(enquiry.message.replace('\n', '\r\n'));
  });

  test('a double click sends one enquiry', async ({ page, request }, testInfo) => {
    const enquiry = enquiryFor(uniqueName(testInfo));
    await inboxRule(request, { match: enquiry.name, delayMs: 300 });
    await openEnhanced(page, '/contact');
    await fillEnquiry(page, enquiry);
    const sends = watchSends(page);
    await form(page).submit.dblclick();
    await expect(form(page).status).toHaveText(success);
    // The form is done (its button is back), and every send it started has its answer, so
    // the inbox holds all the enquiries this double click sent.
    await expect(form(page).submit).toHaveText(formWords.submit);
    await sends.settled();
    expect(await enquiriesFrom(request, enquiry.name)).toHaveLength(1);
  });

  test('an invalid e-mail address is stopped by the browser and nothing is sent', async ({
    page,
    request,
  }, testInfo) => {
    const enquiry = { ...enquiryFor(uniqueName(testInfo)), email: 'not-an-email' };
    await openEnhanced(page, '/contact');
    await fillEnquiry(page, enquiry);
    const sends = watchSends(page);
    await form(page).submit.click();
    await expect(form(page).email).toBeFocused();
    expect(
      await form(page).email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    // The browser stopped the submit: no submit event, so the form never started a send.
    await expect(form(page).status).toHaveText('');
    await expect(form(page).submit).toHaveText(formWords.submit);
    expect(sends.count()).toBe(0);
    // And none is on its way: a real enquiry sent after it has reached the inbox.
    await sendFollowUp(page, request, `${enquiry.name} follow-up`);
    expect(await enquiriesFrom(request, enquiry.name)).toHaveLength(0);
  });

  test('an empty form is stopped by the browser', async ({ page }) => {
    await openEnhanced(page, '/contact');
    await form(page).submit.click();
    await expect(form(page).name).toBeFocused();
    await expect(form(page).status).toHaveText('');
  });

  test('a filled honeypot shows success and sends nothing', async ({ page, request }, testInfo) => {
    const enquiry = enquiryFor(uniqueName(testInfo));
    await openEnhanced(page, '/contact');
    await fillEnquiry(page, enquiry);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await honeypot.fill('https://cheap-seo.example', { force: true });
    const sends = watchSends(page);
    await form(page).submit.click();
    await expect(form(page).status).toHaveText(success);
    // The form shows success only after its send would have started, and it started none;
    // nor is one on its way: a real enquiry sent after it has reached the inbox.
    expect(sends.count()).toBe(0);
    await sendFollowUp(page, request, `${enquiry.name} follow-up`);
    expect(await enquiriesFrom(request, enquiry.name)).toHaveLength(0);
  });

  test('the e-mail library loads only once the visitor starts on the form', async ({ page }) => {
    const isLibrary = async (response: Response) =>
      response.request().resourceType() === 'script' &&
      (await response.text()).includes('/api/v1.0/email/send-form');
    const early: Promise<boolean>[] = [];
    page.on('response', (response) => early.push(isLibrary(response).catch(() => false)));
    await openEnhanced(page, '/contact');
    // The form's island is live (React listens for focus from then on) and the page is quiet.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    expect(await Promise.all(early)).not.toContain(true);
    // Fetched and read on demand: on a slow day that takes more than the default 5 s.
    const library = page.waitForResponse(isLibrary, { timeout: 30_000 });
    await form(page).name.focus();
    await library;
  });
});

test.describe('a link that names a service or plan', () => {
  // One of each: the words for every service and plan are unit-tested from the content
  // (src/lib/enquiry/prefill.test.ts); here, that the page reads the address and fills the form.
  const service = services.at(-1)!;
  const plan = hostingPlans.find(({ recommended }) => recommended) ?? hostingPlans[0]!;

  test(`?service=${service.slug} opens the form with that service in the message, which stays editable`, async ({
    page,
  }) => {
    await openEnhanced(page, `/contact?service=${service.slug}`);
    const opening = `I'm interested in ${service.title}.`;
    await expect(form(page).message).toHaveValue(opening);
    await form(page).message.press('End');
    await form(page).message.pressSequentially(' Around 20,000 subscribers.');
    await expect(form(page).message).toHaveValue(`${opening} Around 20,000 subscribers.`);
  });

  test(`?plan=${plan.name.toLowerCase()} names the hosting plan and its price`, async ({
    page,
  }) => {
    await openEnhanced(page, `/contact?plan=${plan.name.toLowerCase()}`);
    await expect(form(page).message).toHaveValue(
      `I'm interested in the ${plan.name} hosting plan (${plan.price}${plan.period}).`,
    );
  });

  test('an unknown value is ignored', async ({ page }) => {
    await openEnhanced(page, '/contact?service=time-travel&plan=platinum');
    await expect(form(page).submit).toBeEnabled();
    await expect(form(page).message).toHaveValue('');
  });
});

/** The expanded state assistive technology reads for a question (Chromium's accessibility tree). */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      name?: { value?: unknown };
      properties?: { name: string; value: { value?: unknown } }[];
    }[];
  };
  await cdp.detach();
  const node = nodes.find(
    (candidate) =>
      candidate.name?.value === name && candidate.properties?.some((p) => p.name === 'expanded'),
  );
  return node?.properties?.find((p) => p.name === 'expanded')?.value.value as boolean | undefined;
}

async function expectRedError(message: Locator) {
  const [r, g, b] = await textRgb(message);
  expect(r).toBeGreaterThan(g + 60);
  expect(r).toBeGreaterThan(b + 60);
  expect(contrastOnWhite([r, g, b])).toBeGreaterThanOrEqual(4.5);
  // Not colour alone: the error has its own icon.
  await expect(message.page().locator('form [role="status"] svg')).toHaveCount(1);
}
