import { filled } from './content';
import { expect, openEnhanced, test, type Page } from './fixtures';
import {
  enquiriesFrom,
  formWords,
  enquiryFor,
  expectValues,
  fillEnquiry,
  form,
  uniqueName,
  watchSends,
  type Enquiry,
  success,
} from './contact-inbox';

/**
 * The bad-input table: what visitors really type, sent end to end through the form to the
 * local inbox. Each row either reaches the inbox byte for byte (a form submission turns each
 * line break into CRLF, as every browser does) or is stopped with a message the visitor can
 * read, with every word left where it was.
 */
const messageLimit = 10_000;
const nameLimit = 120;

/** The count under the message, in the form's words: '500 characters left'. */
const charactersLeft = (count: number) =>
  filled(formWords.message.charactersLeft, { count: count.toLocaleString('en-US') });

/** A message of exactly `length` characters, with words, punctuation and line breaks. */
function messageOf(length: number): string {
  const paragraph =
    'We run twelve clinics and need one booking site, a patient portal and monthly reports.\n';
  return paragraph.repeat(Math.ceil(length / paragraph.length)).slice(0, length);
}

const deliveredRows: { row: string; change: (enquiry: Enquiry) => Partial<Enquiry> }[] = [
  { row: 'a message at the limit', change: () => ({ message: messageOf(messageLimit) }) },
  {
    row: 'emoji, with skin tones, joiners and flags',
    change: ({ name }) => ({
      name: `${name} Zoë 😊`,
      message: 'Launch 🚀 by Q3: 👩🏽‍💻 team, 🇮🇳 + 🇺🇸 offices, budget ≈ $5k ✅',
    }),
  },
  {
    row: 'right-to-left text',
    change: ({ name }) => ({
      name: `${name} مريم الحسيني`,
      message: 'שלום! We need a bilingual site: العربية first, English second (2 pages).',
    }),
  },
  {
    row: 'control characters',
    change: ({ name }) => ({
      name: `${name}\u0007\u001b[31m`,
      message: 'Tab\there, bell\u0007, escape\u001b[2J, unit separator\u001f, done.',
    }),
  },
  {
    row: 'HTML tags',
    change: ({ name }) => ({
      name: `${name} <i>Ada</i>`,
      message: '<script>alert("x")</script><b>bold</b> &amp; <img src=x onerror=alert(1)>',
    }),
  },
  {
    row: 'zero-width characters',
    change: ({ name }) => ({
      name: `${name} A\u200bda\u200c\u200d\u2060\ufeff`,
      message: 'Zero\u200bwidth space, non\u200cjoiner, joiner\u200d, word\u2060joiner, BOM\ufeff.',
    }),
  },
  {
    row: 'a long name, at its limit',
    change: ({ name }) => ({
      name: `${name} ${'Wolfeschlegelsteinhausenbergerdorff-Maximiliana '.repeat(3)}`.slice(
        0,
        nameLimit,
      ),
    }),
  },
];

async function sendAndRead(page: Page, enquiry: Enquiry) {
  await openEnhanced(page, '/contact');
  await fillEnquiry(page, enquiry);
  await expectValues(page, enquiry);
  const sends = watchSends(page);
  await form(page).submit.click();
  await expect(form(page).status).toHaveText(success);
  await sends.settled();
  const received = await enquiriesFrom(page.request, enquiry.name);
  expect(received).toHaveLength(1);
  return received[0]!.fields;
}

test.describe('bad input reaches the inbox byte for byte', () => {
  for (const { row, change } of deliveredRows) {
    test(row, async ({ page }, testInfo) => {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      const base = enquiryFor(uniqueName(testInfo));
      const enquiry = { ...base, ...change(base) };
      const fields = await sendAndRead(page, enquiry);
      expect(fields.name).toBe(enquiry.name);
      expect(fields.email).toBe(enquiry.email);
      expect(fields.phone).toBe(enquiry.phone);
      expect(fields.message).toBe(enquiry.message.replace(/\n/g, '\r\n'));
      // Text stays text: no tag typed into the form ever ran or rendered.
      expect(dialogs).toBe(0);
      await expect(page.locator('main b, main i, main img[src="x"]')).toHaveCount(0);
    });
  }
});

test('right-to-left text is set right to left in every field (dir="auto")', async ({ page }) => {
  await openEnhanced(page, '/contact');
  const { name, email, phone, message } = form(page);
  for (const field of [name, email, phone, message])
    await expect(field).toHaveAttribute('dir', 'auto');
  await name.fill('مريم الحسيني');
  await message.fill('שלום, we need a site.');
  await phone.fill('+1 307 555 0100');
  for (const [field, direction] of [
    [name, 'rtl'],
    [message, 'rtl'],
    [phone, 'ltr'],
  ] as const)
    expect(await field.evaluate((element) => getComputedStyle(element).direction)).toBe(direction);
});

test('an address the browser accepts but no reply can reach is stopped with a clear message, and nothing is lost', async ({
  page,
}, testInfo) => {
  const enquiry = { ...enquiryFor(uniqueName(testInfo)), email: 'jane@localhost' };
  await openEnhanced(page, '/contact');
  await fillEnquiry(page, enquiry);
  const sends = watchSends(page);
  await form(page).submit.click();
  await expect(form(page).email).toBeFocused();
  const validity = await form(page).email.evaluate((input: HTMLInputElement) => ({
    typeMismatch: input.validity.typeMismatch,
    patternMismatch: input.validity.patternMismatch,
    message: input.validationMessage,
  }));
  // The browser's own check takes the address; the pattern does not, and says what it needs.
  expect(validity).toEqual({
    typeMismatch: false,
    patternMismatch: true,
    message: expect.stringContaining(formWords.fields.email.hint!),
  });
  expect(sends.count()).toBe(0);
  await expectValues(page, enquiry);
});

test('the message counts down near its limit, politely for screen readers, and stops at it', async ({
  page,
}) => {
  await openEnhanced(page, '/contact');
  const { message } = form(page);
  await expect(message).toHaveAttribute('maxlength', String(messageLimit));
  const count = page.locator('#enquiry-message-count');
  await message.fill(messageOf(8_000));
  await expect(count).toHaveText('');
  await message.fill(messageOf(9_500));
  await expect(count.locator('p[aria-hidden="true"]')).toHaveText(charactersLeft(500));
  const announced = count.locator('[aria-live="polite"]');
  await expect(announced).toHaveText(charactersLeft(500));
  await message.press('End');
  await message.pressSequentially('abc');
  await expect(announced).toHaveText(charactersLeft(497));
  await message.fill(messageOf(messageLimit));
  await message.press('End');
  await message.pressSequentially('more');
  await expect(message).toHaveValue(messageOf(messageLimit));
  await expect(count.locator('p[aria-hidden="true"]')).toHaveText(charactersLeft(0));
});

test('a paste past the limit says how much was left out, and keeps what fitted', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openEnhanced(page, '/contact');
  const { message } = form(page);
  await message.fill(messageOf(9_000));
  const pasted = 'x'.repeat(1_250);
  await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
  await message.press('End');
  await message.press('ControlOrMeta+V');
  await expect(message).toHaveValue(messageOf(9_000) + 'x'.repeat(1_000));
  const note = filled(formWords.message.pasteCut, {
    limit: messageLimit.toLocaleString('en-US'),
    lost: '250',
  });
  await expect(page.locator('#enquiry-message-count p[aria-hidden="true"]').first()).toHaveText(
    note,
  );
  await expect(page.locator('#enquiry-message-count [aria-live="polite"]')).toHaveText(note);
});
