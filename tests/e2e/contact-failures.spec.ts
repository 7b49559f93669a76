import { filled } from './content';
import { expect, openEnhanced, test } from './fixtures';
import {
  enquiriesFrom,
  enquiryFor,
  expectFailure,
  expectValues,
  failure,
  fillEnquiry,
  form,
  formWords,
  inboxOrigin,
  inboxRule,
  uniqueName,
  watchSends,
  success,
} from './contact-inbox';

/** One enquiry per intent, and never a silent hang: the failures between the page and EmailJS. */
/** Past the form's 15 s wait for the e-mail service (src/lib/enquiry/send-enquiry.ts). */
const pastTheSendTimeout = 16_000;
/** Past the 10 s a held submit waits for the form's code (src/lib/enquiry/early-submit.ts). */
const pastTheHoldBound = 10_000;

test('a send that times out, then succeeds while the visitor retries, is one enquiry', async ({
  page,
  request,
}, testInfo) => {
  const enquiry = enquiryFor(uniqueName(testInfo));
  // The inbox records the enquiry, then answers 4 s later: after the form has given up.
  await inboxRule(request, { match: enquiry.name, delayMs: 4_000 });
  await page.clock.install();
  await openEnhanced(page, '/contact');
  await fillEnquiry(page, enquiry);
  const sends = watchSends(page);
  await form(page).submit.click();
  await expect(form(page).submit).toHaveText(formWords.sending);
  await page.clock.fastForward(pastTheSendTimeout);
  await expectFailure(page, 'timeout');
  await expectValues(page, enquiry);
  // The visitor retries while the first request is still on its way.
  await form(page).submit.click();
  await expect(form(page).status).toHaveText(success, { timeout: 10_000 });
  await sends.settled();
  expect(sends.count()).toBe(1);
  expect(await enquiriesFrom(request, enquiry.name)).toHaveLength(1);
  await expect(form(page).name).toHaveValue('');
});

test('a send that timed out but was delivered after all turns its error into success', async ({
  page,
  request,
}, testInfo) => {
  const enquiry = enquiryFor(uniqueName(testInfo));
  await inboxRule(request, { match: enquiry.name, delayMs: 3_000 });
  await page.clock.install();
  await openEnhanced(page, '/contact');
  await fillEnquiry(page, enquiry);
  await form(page).submit.click();
  await page.clock.fastForward(pastTheSendTimeout);
  await expectFailure(page, 'timeout');
  await expect(form(page).status).toHaveText(success, { timeout: 10_000 });
  await expect(form(page).message).toHaveValue('');
  expect(await enquiriesFrom(request, enquiry.name)).toHaveLength(1);
});

test.describe('a submit made before the form’s code arrives', () => {
  test('says it is sending at once, and when the code never comes shows the error, the e-mail fallback and every word', async ({
    page,
  }, testInfo) => {
    const enquiry = enquiryFor(uniqueName(testInfo));
    await page.clock.install();
    // Blocked, offline or a CDN error: no script file ever arrives.
    await page.route(/\.js(\?|$)/, (route) => route.abort('blockedbyclient'));
    await page.goto('/contact');
    await fillEnquiry(page, enquiry);
    const sends = watchSends(page);
    await form(page).submit.click();
    await expect(form(page).submit).toHaveAccessibleName(formWords.sending);
    await expect(form(page).status.getByText(formWords.sending, { exact: true })).toBeAttached();
    const stalled = page.getByRole('alert').filter({ hasText: failure });
    await expect(stalled).toBeHidden();

    await page.clock.fastForward(pastTheHoldBound);
    await expect(stalled).toBeVisible();
    await expect(stalled).toContainText(formWords.errorCauses.stalled);
    await expect(form(page).submit).toHaveAccessibleName(formWords.submit);
    const mail = stalled.getByRole('link', { name: formWords.fallback.mailLabel, exact: true });
    const href = decodeURIComponent((await mail.getAttribute('href')) ?? '');
    expect(href).toContain(`${formWords.fields.name.label}: ${enquiry.name}`);
    expect(href).toContain(enquiry.message.replace(/\n/g, '\r\n'));
    await expectValues(page, enquiry);
    expect(sends.count()).toBe(0);

    // Sending again hides the error and holds the submit once more.
    await form(page).submit.click();
    await expect(stalled).toBeHidden();
    await expect(form(page).submit).toHaveAccessibleName(formWords.sending);
  });
});

test('a preview build says its form posts to the local inbox', async ({ page }) => {
  await page.goto('/contact');
  const { title, text } = formWords.previewNotice;
  expect(inboxOrigin).toMatch(/^http:\/\/localhost:\d+$/);
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByText(filled(text, { inbox: inboxOrigin }), { exact: true })).toBeVisible();
});
