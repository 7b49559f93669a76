import { builtSettings } from '../../scripts/serve.mjs';
import { contactPage, literally } from './content';
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
  type TestInfo,
} from './fixtures';

/**
 * Helpers for the contact tests. scripts/serve.mjs starts the local inbox
 * (scripts/inbox.mjs) beside the site, with its /__test endpoints on
 * (INBOX_TEST_CONTROL=1 in playwright.config.ts). Tests run in parallel
 * against that one inbox, so each enquiry carries a unique name, and each
 * test steers and reads only the enquiries with its own name.
 */

/** Where the preview build sends enquiries (build/hosting/build.json): the local inbox. */
export const inboxOrigin = builtSettings().emailjs.origin;
/** The same inbox, for the test runner itself. */
const controlUrl = inboxOrigin.replace('//localhost:', '//127.0.0.1:');
/** The one call the form makes: EmailJS's send-form (scripts/inbox.mjs `sendFormPath`). */
const sendFormUrl = `${inboxOrigin}/api/v1.0/email/send-form`;

export interface ReceivedEnquiry {
  receivedAt: string;
  status: number;
  fields: Record<string, string>;
}

export function uniqueName(testInfo: TestInfo): string {
  return `Test ${testInfo.project.name} ${testInfo.workerIndex}-${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
}

export async function enquiriesFrom(
  request: APIRequestContext,
  name: string,
): Promise<ReceivedEnquiry[]> {
  const response = await request.get(`${controlUrl}/__test/enquiries`, { params: { name } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ReceivedEnquiry[];
}

/** Makes the inbox answer enquiries from `name` with this status and/or after this delay. */
export async function inboxRule(
  request: APIRequestContext,
  rule: { match: string; status?: number; text?: string; delayMs?: number },
) {
  const response = await request.post(`${controlUrl}/__test/rules`, { data: rule });
  expect(response.status()).toBe(204);
}

/**
 * Watches the enquiries the page sends to the inbox from now on: attach it before the submit.
 * The inbox records an enquiry before it answers, so once every send the page has started has
 * its answer, the inbox holds every one of them.
 */
export function watchSends(page: Page) {
  const sends: Request[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url() === sendFormUrl) sends.push(sent);
  });
  return {
    /** How many sends the page has started so far. */
    count: () => sends.length,
    /** Waits until every send started so far has been answered (or has failed). */
    settled: async () => {
      await Promise.all(sends.map((sent) => sent.response()));
    },
  };
}

/**
 * Sends a real enquiry from `name` through the page's form and waits until the inbox has it.
 * The page sends one enquiry at a time and the inbox records them in the order they come (no
 * `inboxRule` delaying either), so once this one is there, whatever the page sent before it is
 * there too: a test that expects an earlier submit to have sent nothing can then read the inbox
 * and know nothing is on its way.
 */
export async function sendFollowUp(page: Page, request: APIRequestContext, name: string) {
  await fillEnquiry(page, enquiryFor(name));
  await form(page).submit.click();
  await expect.poll(async () => (await enquiriesFrom(request, name)).length).toBe(1);
}

export interface Enquiry {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export function enquiryFor(name: string): Enquiry {
  return {
    name,
    email: 'ada@example.com',
    phone: '+1 307 555 0100',
    message: `Hello from ${name}.\nWe need a new storefront.`,
  };
}

/** The form's words, from the `form:` block of src/content/pages/contact.yaml. */
export const formWords = contactPage.form;

export function form(page: Page) {
  const { fields, message, submit, sending } = formWords;
  return {
    name: page.getByLabel(fields.name.label, { exact: true }),
    email: page.getByLabel(fields.email.label, { exact: true }),
    phone: page.getByLabel(fields.phone.label, { exact: true }),
    message: page.getByLabel(message.label, { exact: true }),
    submit: page.getByRole('button', {
      name: new RegExp(`^(${literally(submit).source}|${literally(sending).source})$`),
    }),
    status: page.locator('form [role="status"]'),
    /** The first line of a failure: the form's error sentence, in red. */
    error: page.locator('form [role="status"] p').first(),
    /** The plain line under it on what went wrong (`data-cause`). */
    cause: page.locator('form [role="status"] [data-cause]'),
  };
}

/** The form's sentence for a delivered enquiry. */
export const success = formWords.success;

/** The form's sentence for every failed send. */
export const failure = formWords.error;

/** The causes of a failed send the form tells apart, each with its own line under the error. */
export type FailureCause = Exclude<keyof typeof formWords.errorCauses, 'stalled'>;

/** The form shows its error with the line for `cause` under it, and nothing else. */
export async function expectFailure(page: Page, cause: FailureCause) {
  const fields = form(page);
  await expect(fields.error).toHaveText(failure);
  await expect(fields.cause).toHaveAttribute('data-cause', cause);
  await expect(fields.cause).toHaveText(formWords.errorCauses[cause]);
  await expect(fields.status.locator('p')).toHaveCount(2);
}

export async function fillEnquiry(page: Page, enquiry: Enquiry) {
  const fields = form(page);
  await fields.name.fill(enquiry.name);
  await fields.email.fill(enquiry.email);
  await fields.phone.fill(enquiry.phone);
  await fields.message.fill(enquiry.message);
}

export async function expectValues(page: Page, enquiry: Enquiry) {
  const fields = form(page);
  await expect(fields.name).toHaveValue(enquiry.name);
  await expect(fields.email).toHaveValue(enquiry.email);
  await expect(fields.phone).toHaveValue(enquiry.phone);
  await expect(fields.message).toHaveValue(enquiry.message);
}

/** The messages the page logs with console.error. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The element's text colour as sRGB, whatever colour space the stylesheet uses (Tailwind 4 uses oklch). */
export async function textRgb(locator: Locator): Promise<[number, number, number]> {
  return locator.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no canvas');
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as [number, number, number];
  });
}

/** WCAG contrast ratio of an sRGB colour against white. */
export function contrastOnWhite([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return 1.05 / (luminance + 0.05);
}
