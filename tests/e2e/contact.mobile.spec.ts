import { expect, openEnhanced, test } from './fixtures';
import { enquiriesFrom, enquiryFor, fillEnquiry, form, success, uniqueName } from './contact-inbox';

test('at 390 px the contact page fits the screen and the form starts near the top', async ({
  page,
}) => {
  await page.goto('/contact');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const formTop = await form(page).name.evaluate(
    (input) => input.getBoundingClientRect().top + window.scrollY,
  );
  expect(formTop).toBeLessThan(844);
  for (const field of [
    form(page).name,
    form(page).email,
    form(page).phone,
    form(page).message,
    form(page).submit,
  ]) {
    const box = await field.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
});

test('an enquiry can be sent from a phone', async ({ page, request }, testInfo) => {
  const enquiry = enquiryFor(uniqueName(testInfo));
  await openEnhanced(page, '/contact');
  await fillEnquiry(page, enquiry);
  await form(page).submit.tap();
  await expect(form(page).status).toHaveText(success);
  expect(await enquiriesFrom(request, enquiry.name)).toHaveLength(1);
});
