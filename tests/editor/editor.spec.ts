/**
 * The content editor, driven as a marketer drives it: `npm run edit` (started by
 * playwright.config.ts), /keystatic in Chromium, offline. Each test changes real files under
 * src/content/ through the editor, checks what was written and what the development server's
 * pages then show, and puts every file back afterwards (content-files.ts).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import yaml from 'js-yaml';
import * as prettier from 'prettier';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { articleTags } from '../../src/content/schemas/article';
import { parseArticleBody } from '../../src/lib/article-markdown';
import { sectionAnchor } from '../../src/lib/legal-markdown';
import { copySite } from '../content-build/site-copy';
import { contentFile, contentFileExists, keepContent, restoreContent } from './content-files';

/** The parts of src/content/site/business.yaml these tests read. */
interface Business {
  phones: { label: string; display: string }[];
}

/** A content file as the editor finds it, read before a test changes anything. */
async function contentData<T>(file: string): Promise<T> {
  return yaml.load(await contentFile(file)) as T;
}

/** The entries of a folder of src/content/, by file name, in the order the site shows them. */
async function inOrder<T>(folder: string) {
  const files = (await readdir(`src/content/${folder}`)).filter((f) => f.endsWith('.yaml'));
  const entries = await Promise.all(
    files.map(async (file) => ({
      id: file.replace(/\.yaml$/, ''),
      data: await contentData<T>(`${folder}/${file}`),
    })),
  );
  const position = (data: T) => Number((data as { order?: number }).order ?? 0);
  return entries.sort((a, b) => position(a.data) - position(b.data));
}

/** The recommended hosting plan, and the service page that shows the plans. */
async function planAndPage() {
  const plans = await inOrder<{ order: number; price: string; recommended?: boolean }>(
    'hosting-plans',
  );
  const plan = plans.find(({ data }) => data.recommended) ?? plans[0]!;
  const pages = await inOrder<{ sections: { discriminant: string }[] }>('service-pages');
  const withPlans = pages.find(({ data }) =>
    data.sections.some(({ discriminant }) => discriminant === 'plans'),
  );
  expect(withPlans, 'a service page shows the hosting plans').toBeDefined();
  return { plan, path: `/services/${withPlans!.id}` };
}

/** A price a little above `price`, in the same currency: '$5.99' → '$6.99'. */
const higher = (price: string) =>
  price.replace(/\d[\d,]*/, (figure) => String(Number(figure.replaceAll(',', '')) + 1));

// One marketer at a time: the tests share the content files.
test.describe.configure({ mode: 'serial' });

/**
 * The answers to the saves the test's editor sent. The server answers a save once all of it is
 * written, the pictures it deletes last (integrations/content-editor.ts).
 */
let savesAnswered: Promise<unknown>[] = [];

test.beforeAll(keepContent);
test.beforeEach(({ page }) => {
  savesAnswered = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/keystatic/update')
      savesAnswered.push(request.response().catch(() => undefined));
  });
});
test.afterEach(async ({ page }) => {
  // A save the test left under way lands before the files are put back, not after. Closing the
  // page does not stop the server writing it: moving a project renamed 35 pictures, and the
  // last of the old names was deleted after the files were put back, so the preview answered
  // "Image not found".
  await Promise.race([
    Promise.all(savesAnswered),
    new Promise((resolve) => setTimeout(resolve, 60_000)),
  ]);
  await page.close();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await restoreContent();
});

/** A photo as a phone or camera gives it: a JPEG, larger than the place it fills. */
async function photoFile(name: string, width: number, height: number): Promise<string> {
  await mkdir('.tmp/editor-tests', { recursive: true });
  const file = `.tmp/editor-tests/${name}`;
  await writeFile(
    file,
    await sharp({ create: { width, height, channels: 3, background: '#2563eb' } })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
  return file;
}

/** What the editor wrote passes the repository's format check (`npm run lint`) as it is. */
async function expectFormatted(file: string) {
  const text = await contentFile(file);
  const options = await prettier.resolveConfig(`src/content/${file}`);
  expect(
    await prettier.check(text, { ...options, filepath: `src/content/${file}` }),
    `${file} as the editor wrote it:\n${text}`,
  ).toBe(true);
}

/** Opens an entry's form in the editor and waits until its fields are there. */
async function openEntry(page: Page, path: string, firstField: string) {
  // The development server prepared the editor's modules before the first test
  // (tests/e2e/global-setup.ts), but a form can still be slow under load beside the site's
  // tests: a visit that does not show the form in time is made again.
  await expect(async () => {
    await page.goto(`/keystatic/${path}`);
    await expect(page.getByRole('textbox', { name: firstField }).first()).toBeVisible({
      timeout: 30_000,
    });
  }).toPass({ timeout: 150_000 });
}

/** Uploads `file` through the picture field's "Choose file", as a marketer picks a photo. */
async function choosePicture(page: Page, file: string) {
  // Keystatic opens the file dialog from a click handler; a click that lands before the form
  // is ready opens nothing, so it is made again.
  await expect(async () => {
    const chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
    await page.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles(file);
  }).toPass({ timeout: 60_000 });
}

/**
 * Opens `path` on the development server, again until `check` passes: after a save, or after
 * the files were put back.
 */
async function shownAfterSave(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    // A page of the site reloads itself when the content changes. When that reload began as
    // the test asked for the page again, Chromium's navigation now and then never ended and
    // took the whole wait with it (3 of 12 saves, measured): each visit has a time of its own.
    await page.goto(path, { timeout: 5_000 });
    await check();
  }).toPass({ timeout: 30_000, intervals: [100, 200, 500] });
}

test('a new price for the recommended plan is saved to its file and shown on the hosting page', async ({
  page,
  context,
}) => {
  const { plan, path } = await planAndPage();
  const file = `hosting-plans/${plan.id}.yaml`;
  const price = higher(plan.data.price);
  // The page as a marketer previews it, open in its own tab beside the editor.
  const preview = await context.newPage();
  // The development server may still be reading the files the last test put back.
  await shownAfterSave(preview, path, () =>
    expect(preview.locator('#plans').getByText(plan.data.price)).toBeVisible(),
  );

  await openEntry(page, `collection/hostingPlans/item/${plan.id}`, 'Price');
  await page.getByRole('textbox', { name: 'Price' }).fill(price);
  await page.getByRole('button', { name: 'Save' }).click();
  const saved = Date.now();
  await expect.poll(() => contentFile(file)).toContain(`price: ${price}`);
  await expectFormatted(file);
  // The preview tab reloads by itself; the editor's tab keeps its form.
  // 1.6 s in CI with today's content, 3.6 s with 200 more articles: Astro reads its whole
  // store again after a save. Timed by `console.log` below, not by the wait.
  await expect(preview.locator('#plans').getByText(price)).toBeVisible({ timeout: 15_000 });
  console.log(`save → the preview tab shows the new price: ${Date.now() - saved} ms`);
  await expect(page.getByRole('textbox', { name: 'Price' })).toHaveValue(price);

  // The build a visitor gets (`npm run build:preview`, in a copy of the project) has it too.
  const site = await copySite();
  try {
    const build = await site.build();
    expect(build.code, build.output).toBe(0);
    const html = await readFile(site.at(`build/client${path}/index.html`), 'utf8');
    expect(html).toContain(price);
  } finally {
    await site.remove();
  }
});

test('a new team member with a photo and its alt text appears on /about-us', async ({ page }) => {
  const photo = await photoFile('maya.jpg', 1200, 1200);
  const everyone = await inOrder<{ order: number; hasLeft?: boolean }>('team');
  // The team page shows those still at the agency: one who has left is on their articles only.
  const team = everyone.filter(({ data }) => data.hasLeft !== true);
  // After everyone, those who have left too: no two files may share a position.
  const last = Math.max(0, ...everyone.map(({ data }) => Number(data.order)));
  await openEntry(page, 'collection/team/create', 'Name');
  await page.getByRole('textbox', { name: 'Name' }).first().fill('Maya Patel');
  await page.getByRole('textbox', { name: 'Role' }).fill('Head of Content');
  await page.getByRole('textbox', { name: 'Position in the list' }).fill(String(last + 1));
  await choosePicture(page, photo);
  await page
    .getByRole('textbox', { name: 'Photo description (alt text)' })
    .fill('Maya Patel in the Pune studio');
  await page
    .getByRole('textbox', { name: 'LinkedIn profile' })
    .fill('https://www.linkedin.com/in/maya-patel');
  await page.getByRole('button', { name: 'Create' }).click();

  // Keystatic creates the file, then writes it: read until it holds the entry.
  await expect
    .poll(() => contentFile('team/maya-patel.yaml').catch(() => ''))
    .toContain('photo: ./maya-patel/maya-patel.jpg');
  // Keystatic writes the entry and its picture one after the other.
  await expect.poll(() => contentFileExists('team/maya-patel/maya-patel.jpg')).toBe(true);
  await shownAfterSave(page, '/about-us', async () => {
    await expect(page.getByAltText('Maya Patel in the Pune studio')).toBeVisible({
      timeout: 500,
    });
  });
  await expect(page.locator('#team li')).toHaveCount(team.length + 1);
  await expectFormatted('team/maya-patel.yaml');
});

test('a new portfolio project with a screenshot appears on /portfolio, its link opening a new tab', async ({
  page,
}) => {
  const screenshot = await photoFile('brightline.jpg', 1600, 1000);
  const projects = await inOrder<{ order: number }>('portfolio');
  await openEntry(page, 'collection/projects/create', 'Name');
  await page.getByRole('textbox', { name: 'Name' }).first().fill('Brightline Bank');
  await page
    .getByRole('textbox', { name: 'Position in the list' })
    .fill(String(projects.length + 1));
  await page.getByRole('textbox', { name: 'Web address' }).fill('https://brightline-bank.example');
  for (const tag of ['Fintech', 'Next.js', 'Accessibility']) {
    await page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Item' }).fill(tag);
    await dialog.getByRole('button', { name: 'Add' }).click();
  }
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Online banking for a regional bank, rebuilt for speed and screen readers.');
  await choosePicture(page, screenshot);
  await page
    .getByRole('textbox', { name: 'Picture description (alt text)' })
    .fill('Brightline Bank account overview on a laptop');
  await page.getByRole('button', { name: 'Create' }).click();

  await expect.poll(() => contentFileExists('portfolio/brightline-bank.yaml')).toBe(true);
  await expect
    .poll(() => contentFileExists('portfolio/brightline-bank/brightline-bank.jpg'))
    .toBe(true);
  await expectFormatted('portfolio/brightline-bank.yaml');
  await shownAfterSave(page, '/portfolio', async () => {
    await expect(page.getByAltText('Brightline Bank account overview on a laptop')).toBeVisible({
      timeout: 500,
    });
  });
  await expect(page.getByAltText(/./).and(page.locator('main article img'))).toHaveCount(
    projects.length + 1,
  );
  const link = page.locator('a[href="https://brightline-bank.example"]');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

test('an FAQ answer, the testimonials’ order and the US phone number change everywhere they show', async ({
  page,
}) => {
  const answer =
    'Within one working day, and usually within a few hours during office hours in India and the USA.';
  const contact = await contentData<{ faq: { items: { question: string }[] } }>(
    'pages/contact.yaml',
  );
  const home = await contentData<{ testimonials: { items: { name: string }[] } }>(
    'pages/home.yaml',
  );
  const [firstQuote, secondQuote] = home.testimonials.items.map(({ name }) => name);
  expect(secondQuote, 'the home page has two testimonials to reorder').toBeDefined();
  await openEntry(page, 'singleton/contactPage', 'Title');
  await page.getByRole('row', { name: contact.faq.items[0]!.question }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Answer' }).fill(answer);
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => contentFile('pages/contact.yaml'))
    .toContain('usually within a few hours');
  await expectFormatted('pages/contact.yaml');

  await openEntry(page, 'singleton/homePage', 'Title');
  const testimonials = page.getByRole('group', { name: 'Testimonials' });
  await testimonials
    .getByRole('button', { name: `Drag ${firstQuote}` })
    .dragTo(testimonials.getByRole('row', { name: secondQuote }), {
      targetPosition: { x: 40, y: 50 },
    });
  await expect(testimonials.getByRole('row').first()).toHaveAccessibleName(secondQuote!);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => {
      const saved = await contentFile('pages/home.yaml');
      return saved.indexOf(`name: ${secondQuote}`) < saved.indexOf(`name: ${firstQuote}`);
    })
    .toBe(true);
  await expectFormatted('pages/home.yaml');

  // The first phone, whatever the business details say it is, gets a new number shown.
  const phones = (yaml.load(await contentFile('site/business.yaml')) as Business).phones;
  const first = phones[0]!;
  const shown = first.display === '+1 (307) 555-0199' ? '+1 (307) 555-0198' : '+1 (307) 555-0199';
  const dialled = `+${shown.replace(/\D/g, '')}`;
  await openEntry(page, 'singleton/business', 'Name');
  await page.getByRole('group', { name: 'Phones' }).getByRole('row', { name: first.label }).click();
  const phone = page.getByRole('dialog');
  // One field: the number as visitors read it. There is no second number to keep in step.
  await expect(phone.getByRole('textbox')).toHaveCount(2); // what it is for, and the number
  await phone.getByRole('textbox', { name: 'Number' }).fill(shown);
  await phone.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => contentFile('site/business.yaml')).toContain(shown);
  expect(await contentFile('site/business.yaml')).not.toContain('e164');
  await expectFormatted('site/business.yaml');

  // Open /contact once the server has read the last of the three saves, the phone number.
  const callsNew = `a[href="tel:${dialled}"]`;
  await shownAfterSave(page, '/contact', async () => {
    await expect(page.getByText(answer)).toBeAttached({ timeout: 500 });
    await expect(page.locator(callsNew).first()).toBeAttached({ timeout: 500 });
  });
  // The contact page's own list, the closing call to action and the footer all call the new
  // number, and nothing calls the old one.
  await expect(page.locator(`main ${callsNew}:visible`).first()).toContainText(shown);
  await expect(page.locator(`footer ${callsNew}`)).toContainText(shown);
  const oldCall = `a[href="tel:+${first.display.replace(/\D/g, '')}"]`;
  await expect(page.locator(oldCall)).toHaveCount(0);
  await page.goto('/about-us');
  await expect(page.locator(callsNew).first()).toBeAttached();

  // The home page describes the agency to search engines, with the new number.
  await page.goto('/');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('\n')).toContain(`"telephone":"${dialled}"`);
  const quotes = page.locator('figure figcaption');
  await expect(quotes.first()).toContainText(secondQuote!);
  await expect(quotes.nth(1)).toContainText(firstQuote!);
});

test('the editor refuses, in the build’s words, what the build would refuse, and writes nothing', async ({
  page,
}) => {
  const [member] = await inOrder<{ order: number }>('team');
  const memberFile = `team/${member!.id}.yaml`;
  await openEntry(page, `collection/team/item/${member!.id}`, 'Name');
  const before = await contentFile(memberFile);
  await page.getByRole('textbox', { name: 'LinkedIn profile' }).fill('https://x.com/aarav');
  await page.getByRole('textbox', { name: 'Photo description (alt text)' }).fill('');
  await page.getByRole('textbox', { name: 'Name' }).first().fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Give the address of a LinkedIn profile, like https://www.linkedin.com/in/name'),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Write a short description of the picture for people who cannot see it (alt text); it is empty.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Write the person’s name; it is empty.')).toBeVisible();
  expect(await contentFile(memberFile)).toBe(before);

  const { plan: recommended } = await planAndPage();
  const planFile = `hosting-plans/${recommended.id}.yaml`;
  await openEntry(page, `collection/hostingPlans/item/${recommended.id}`, 'Price');
  const plan = await contentFile(planFile);
  await page.getByRole('textbox', { name: 'Price' }).fill('6.49');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText("Write the price as its currency sign and figure only, like '$5.99'."),
  ).toBeVisible();
  expect(await contentFile(planFile)).toBe(plan);

  // A category is chosen from the three that exist; no other can be given.
  const [service] = await inOrder<{ order: number }>('services');
  await openEntry(page, `collection/services/item/${service!.id}`, 'Name');
  const category = page.getByRole('button', { name: /Category/ });
  await category.click();
  await expect(page.getByRole('option')).toHaveText(['development', 'marketing', 'hosting']);
});

test('a picture the build would refuse is refused as soon as it is chosen, in the build’s words, and nothing is written', async ({
  page,
}) => {
  const [member] = await inOrder<{ order: number }>('team');
  const memberFile = `team/${member!.id}.yaml`;
  const before = await contentFile(memberFile);
  const folder = `src/content/team/${member!.id}`;
  /** The member's folder, file by file: a picture written under the same name shows too. */
  const files = async () =>
    Promise.all(
      (await readdir(folder)).map(async (name) => [name, await readFile(`${folder}/${name}`)]),
    );
  const pictures = await files();
  // Far smaller than any team photo may be: the build's sentence names the least it takes.
  const tiny = await photoFile('tiny.jpg', 100, 100);
  await openEntry(page, `collection/team/item/${member!.id}`, 'Name');
  await choosePicture(page, tiny);
  const refusal = page.getByRole('alert').filter({
    hasText:
      /^"tiny\.jpg" is 100 × 100 pixels, too small for a team photo: it needs at least \d+ × \d+ pixels\. Use a larger original\.$/,
  });
  await expect(refusal).toBeVisible();
  // The upload is described by the refusal, as a screen reader reads it with the field.
  const upload = page.getByRole('group', { name: 'Photo', exact: true });
  await expect(upload).toHaveAttribute(
    'aria-describedby',
    new RegExp(`(^| )${await refusal.getAttribute('id')}$`),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForTimeout(1_000);
  expect(await contentFile(memberFile)).toBe(before);
  expect(await files()).toEqual(pictures);
});

test('the business details refuse a phone number no call link can dial and a year out of range, and write nothing', async ({
  page,
}) => {
  const business = await contentFile('site/business.yaml');
  const phones = (yaml.load(business) as Business).phones;
  await openEntry(page, 'singleton/business', 'Name');
  await page
    .getByRole('group', { name: 'Phones' })
    .getByRole('row', { name: phones[0]!.label })
    .click();
  const phone = page.getByRole('dialog');
  await phone.getByRole('textbox', { name: 'Number' }).fill('(307) 555-0199');
  await phone.getByRole('button', { name: 'Done' }).click();
  // The phone's window stays open, saying why.
  await expect(
    phone.getByText(/Write the number as visitors read it, starting with \+ and the country code/),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(phone).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Founded year' }).fill('1800');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Write the founded year as a whole number from 1900 to 2100.'),
  ).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await contentFile('site/business.yaml')).toBe(business);
});

test('a legal page saved from the editor keeps its Markdown: every section, its address made from its heading', async ({
  page,
}) => {
  const before = await contentFile('legal/privacy-policy.md');
  const body = (text: string) => text.slice(text.indexOf('\n---\n') + 5).trim();
  await openEntry(page, 'collection/legal/item/privacy-policy', 'Eyebrow');
  await page.getByRole('textbox', { name: 'Eyebrow' }).fill('Legal notice');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => contentFile('legal/privacy-policy.md'))
    .toContain('eyebrow: Legal notice');
  const after = await contentFile('legal/privacy-policy.md');
  expect(body(after)).toBe(body(before));
  // No heading carries an anchor to keep intact: the page makes it from the heading's words.
  expect(body(after)).not.toMatch(/\{#/);
  await shownAfterSave(page, '/privacy-policy', async () => {
    await expect(page.getByText('Legal notice')).toBeVisible({ timeout: 500 });
  });
  const firstHeading = /^## (.+)$/m.exec(body(after))![1]!;
  await expect(page.locator(`h2#${sectionAnchor(firstHeading)}`)).toContainText(firstHeading);
});

test('a legal page’s text: only what the page shows is offered, an emptied text is refused, and a bad file takes down only its own page', async ({
  page,
  context,
}) => {
  const file = 'legal/privacy-policy.md';
  const before = await contentFile(file);
  await openEntry(page, 'collection/legal/item/privacy-policy', 'Eyebrow');
  const text = page.locator('[contenteditable="true"]').first();
  await expect(text).toBeVisible();
  // The toolbar offers headings and bulleted lists; nothing the page would refuse.
  for (const refused of [/numbered list/i, /quote/i, /code/i, /table/i, /image/i, /divider/i])
    await expect(page.getByRole('button', { name: refused })).toHaveCount(0);

  await text.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Save' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The page has no text' });
  await expect(refusal).toBeVisible();
  // The text box is marked, and described by the refusal, as every other field is.
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(text).toHaveAttribute(
    'aria-describedby',
    new RegExp(`(^| )${await refusal.getAttribute('id')}$`),
  );
  await page.waitForTimeout(1_000);
  expect(await contentFile(file)).toBe(before);

  // A text the page cannot show, written by hand: that page says so in plain words, and every
  // other page of the preview keeps working.
  const preview = await context.newPage();
  const head = before.slice(0, before.indexOf('\n---\n') + 5);
  await writeFile(`src/content/${file}`, `${head}\n1. A numbered list\n`);
  await shownAfterSave(preview, '/privacy-policy', async () => {
    await expect(preview.getByRole('alert')).toContainText(
      new RegExp(
        `src/content/${file}, line \\d+: Legal pages show paragraphs and bulleted lists only`,
      ),
      { timeout: 500 },
    );
  });
  // Asked for by request, not by the tab: the tab may be reloading itself after the file
  // changed, and a navigation it replaces has no response to read (CI once read none for /).
  for (const other of ['/', '/terms-of-service', '/contact']) {
    const response = await preview.request.get(other);
    expect(response.status(), other).toBe(200);
    expect(await response.text(), other).toContain('<main');
  }
});

/**
 * An entry's fields as its file holds them. Keystatic empties a file before it writes it, so a
 * file read mid-save holds nothing: it reads as no fields, and a poll waiting for a save polls again.
 */
async function entryIn(file: string): Promise<Record<string, unknown>> {
  const fields = yaml.load(await contentFile(file)) as Record<string, unknown> | undefined;
  return fields ?? {};
}

/** The entries of a list, from its YAML files: file name (no extension) → fields. */
async function entriesOf(folder: string): Promise<Map<string, Record<string, unknown>>> {
  const names = (await readdir(`src/content/${folder}`)).filter((name) => name.endsWith('.yaml'));
  return new Map(
    await Promise.all(
      names.map(
        async (name) =>
          [name.slice(0, -'.yaml'.length), await entryIn(`${folder}/${name}`)] as const,
      ),
    ),
  );
}

test('moving a project to the top is one save: the others make room, no two share a position', async ({
  page,
}) => {
  const projects = await entriesOf('portfolio');
  const byPosition = [...projects].sort(([, a], [, b]) => Number(a.order) - Number(b.order));
  const [last, lastProject] = byPosition.at(-1)!;
  await openEntry(page, `collection/projects/item/${last}`, 'Name');
  await page.getByRole('textbox', { name: 'Position in the list' }).fill('1');
  await page.getByRole('button', { name: 'Save' }).click();

  const expected = [last, ...byPosition.slice(0, -1).map(([file]) => file)];
  await expect
    .poll(async () =>
      [...(await entriesOf('portfolio'))]
        .sort(([, a], [, b]) => Number(a.order) - Number(b.order))
        .map(([file, entry]) => `${Number(entry.order)} ${file}`),
    )
    .toEqual(expected.map((file, index) => `${index + 1} ${file}`));
  for (const file of expected) await expectFormatted(`portfolio/${file}.yaml`);
  await shownAfterSave(page, '/portfolio', async () => {
    await expect(page.locator('main article').first()).toContainText(String(lastProject.name), {
      timeout: 500,
    });
  });
});

test('deleting a home page project leaves the open preview working: it shows the page without it', async ({
  page,
  context,
}) => {
  const [file, project] = [...(await entriesOf('home-projects'))][0]!;
  const preview = await context.newPage();
  const failures: string[] = [];
  preview.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.status() >= 500)
      failures.push(`${response.status()} ${response.url()}`);
  });
  await preview.goto('/');
  await expect(preview.getByText(String(project.title)).first()).toBeAttached();

  await openEntry(page, `collection/homeProjects/item/${file}`, 'Name');
  await page.getByRole('button', { name: /Delete entry/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete' }).click();
  await expect.poll(() => contentFileExists(`home-projects/${file}.yaml`)).toBe(false);
  await expect.poll(() => contentFileExists(`home-projects/${file}/${file}.png`)).toBe(false);
  // The preview reloads by itself and shows the page without the project, never an error. Both
  // at once: while it reloads, the project is gone and so is the page.
  await expect
    .poll(
      async () =>
        (await preview.locator('main').isVisible()) &&
        (await preview.getByText(String(project.title)).count()) === 0,
      { message: 'the preview shows the home page without the project', timeout: 30_000 },
    )
    .toBe(true);
  expect(failures).toEqual([]);
});

test('the forms speak the site’s words: names, not file names; no technical field; years as years', async ({
  page,
}) => {
  const team = await entriesOf('team');
  await openEntry(page, 'collection/team/create', 'Name');
  await expect(page.getByText(/File name|Regenerate|Slug/)).toHaveCount(0);

  await page.goto('/keystatic/collection/team');
  const list = page.getByRole('grid');
  await expect(list.getByRole('columnheader', { name: /Slug/ })).toHaveCount(0);
  // Keystatic shows the names once it has read every file, seconds after the list on a busy
  // machine, and draws only the rows on screen: with 20 more people, the last were never drawn.
  // So every row it draws must show a person's name, not only a file name.
  const names = [...team.values()].map((member) => String(member.name));
  await expect
    .poll(
      async () => {
        const [, ...rows] = await list.getByRole('row').allTextContents();
        return (
          rows.length >= Math.min(names.length, 3) &&
          rows.every((row) => names.some((name) => row.includes(name)))
        );
      },
      { message: 'the team list shows names', timeout: 30_000 },
    )
    .toBe(true);

  const business = yaml.load(await contentFile('site/business.yaml')) as Record<string, unknown>;
  await openEntry(page, 'singleton/business', 'Name');
  await expect(page.getByText(/Locale|en_US/)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Founded year' })).toHaveValue(
    String(business.foundedYear),
  );
});

test('every field the schema requires is marked required, and every delete button says what it deletes', async ({
  page,
}) => {
  await openEntry(page, 'collection/team/create', 'Name');
  for (const field of ['Name', 'Role', 'Photo description (alt text)', 'LinkedIn profile'])
    await expect(page.getByRole('textbox', { name: field, exact: true })).toHaveAttribute(
      'aria-required',
      'true',
    );
  await expect(page.getByRole('textbox', { name: 'Position in the list' })).toHaveAttribute(
    'aria-required',
    'true',
  );

  const phones = (yaml.load(await contentFile('site/business.yaml')) as Business).phones;
  await openEntry(page, 'singleton/business', 'Name');
  const list = page.getByRole('group', { name: 'Phones' });
  for (const phone of phones)
    await expect(list.getByRole('button', { name: `Delete ${phone.label}` })).toBeVisible();
  const unnamed = await page
    .getByRole('row')
    .getByRole('button')
    .evaluateAll(
      (buttons) => buttons.filter((button) => !button.getAttribute('aria-label')?.trim()).length,
    );
  expect(unnamed).toBe(0);
});

/** A file with fields at its head (`---` YAML `---`) and its Markdown body. */
function frontmatterAndBody(text: string) {
  const [, head, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  expect(head, `a head of fields in:\n${text}`).toBeDefined();
  return { fields: yaml.load(head!) as Record<string, unknown>, body: body! };
}

/** Today as year-month-day: a publication date the site shows at once. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Fills a new article's form as a marketer does, up to its text: an address, a title, a summary,
 * a date, the first team member by name, the first two topics, a cover and its description.
 */
async function newArticle(page: Page, address: string, title: string) {
  const [author] = [...(await entriesOf('team'))];
  const authorName = String(author![1].name);
  const cover = await photoFile('cover.jpg', 1600, 900);
  await openEntry(page, 'collection/articles/create', 'Address');
  await page.getByRole('textbox', { name: 'Address' }).fill(address);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Summary' })
    .fill(
      'What a tenth of a second is worth to a small business, and how to measure your own site.',
    );
  await page.getByRole('textbox', { name: 'Publication date' }).fill(today());
  // The author is chosen by the name the site shows; the file name is never offered.
  await page.getByRole('button', { name: /Author/ }).click();
  await expect(page.getByRole('option', { name: author![0], exact: true })).toHaveCount(
    authorName === author![0] ? 1 : 0,
  );
  await page.getByRole('option', { name: authorName, exact: true }).click();
  const topics = articleTags.slice(0, 2);
  for (const topic of topics) await page.getByRole('checkbox', { name: topic }).check();
  await choosePicture(page, cover);
  await page
    .getByRole('textbox', { name: 'Cover picture description (alt text)' })
    .fill('A stopwatch beside a laptop');
  const text = page.getByRole('textbox', { name: 'Text', exact: true });
  await text.click();
  return { author: author![0], topics, text };
}

test('a new article, with its author chosen by name, its topics, a cover and a text with a heading, a list and a picture, is written as the build reads it and previewed', async ({
  page,
  context,
}) => {
  // A preview tab open on an article, as a marketer keeps one: the development server has made
  // the article page once, so the time measured below is the save's, not the first compile's.
  const preview = await context.newPage();
  const [another] = (await readdir('src/content/insights')).filter((name) => name.endsWith('.md'));
  if (another)
    await preview.goto(`/insights/${another.slice(0, -'.md'.length)}`, { timeout: 120_000 });
  const address = 'speed-in-figures';
  const title = 'Speed in figures';
  const { author, topics, text } = await newArticle(page, address, title);
  // Markdown shortcuts, as the toolbar's menus do: "## " makes a heading, "- " a list. A
  // marketer sees each shortcut act before typing on; so does the test. Typed in one go on a
  // busy machine, the editor once read "- " and the words after it as one change, the shortcut
  // never acted, and the list was saved as a paragraph starting with "- ".
  await text.pressSequentially('## ', { delay: 20 });
  await expect(text.locator('h2')).toHaveCount(1);
  await page.keyboard.type('Why speed pays', { delay: 20 });
  await page.keyboard.press('Enter');
  await page.keyboard.type('A fast page keeps its visitors.', { delay: 10 });
  await page.keyboard.press('Enter');
  await page.keyboard.type('- ', { delay: 10 });
  await expect(text.locator('ul > li')).toHaveCount(1);
  await page.keyboard.type('one tenth of a second', { delay: 10 });
  await page.keyboard.press('Enter');
  await expect(text.locator('ul > li')).toHaveCount(2);
  await page.keyboard.type('more enquiries', { delay: 10 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(text.locator('ul > li')).toHaveText(['one tenth of a second', 'more enquiries']);
  const figure = await photoFile('Report Photo.JPG', 1400, 1000);
  await expect(async () => {
    const chooser = page.waitForEvent('filechooser', { timeout: 5_000 });
    await page.getByRole('button', { name: 'Image' }).click();
    await (await chooser).setFiles(figure);
  }).toPass({ timeout: 30_000 });
  await text.locator('img[data-filename]').click();
  await page.getByRole('button', { name: 'Edit the picture’s description' }).click();
  const details = page.getByRole('dialog', { name: 'Image details' });
  await details
    .getByRole('textbox', { name: 'Picture description (alt text)' })
    .fill('The speed report on a phone');
  await details.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  const saved = Date.now();

  const file = `insights/${address}.md`;
  await expect.poll(() => contentFileExists(file)).toBe(true);
  await expect.poll(() => contentFileExists(`insights/${address}/report-photo.jpg`)).toBe(true);
  const written = Date.now() - saved;
  const { fields, body } = frontmatterAndBody(await contentFile(file));
  expect(fields).toMatchObject({
    title,
    author,
    tags: topics,
    cover: `./${address}/${address}.jpg`,
    coverAlt: 'A stopwatch beside a laptop',
    draft: false,
  });
  expect(
    fields.pubDate instanceof Date ? fields.pubDate.toISOString().slice(0, 10) : fields.pubDate,
  ).toBe(today());
  expect(await contentFileExists(`insights/${address}/${address}.jpg`)).toBe(true);
  // The text as the build reads it: its heading, its list, and its picture in the article's folder.
  const { root, pictures } = parseArticleBody(body, file);
  const blocks = root.children;
  expect(blocks[0]).toMatchObject({ type: 'heading', depth: 2 });
  expect(blocks.find((block) => block.type === 'list')).toMatchObject({
    ordered: false,
    children: [{ type: 'listItem' }, { type: 'listItem' }],
  });
  expect(body).toContain('## Why speed pays');
  expect(body).toMatch(/^- one tenth of a second$/m);
  expect(pictures).toEqual([
    { file: `./${address}/report-photo.jpg`, alt: 'The speed report on a phone' },
  ]);
  await expectFormatted(file);

  // The form's preview button opens the article's page in a new tab.
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Preview' }).click();
  const previewed = await opened;
  expect(new URL(previewed.url()).pathname).toBe(`/insights/${address}`);
  await previewed.close();
  // The development server's loader, with every rule of the build's, accepts it: the preview shows it.
  await shownAfterSave(preview, `/insights/${address}`, async () => {
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 500 });
    await expect(preview.getByAltText('The speed report on a phone')).toBeVisible({
      timeout: 500,
    });
  });
  console.log(
    `save → the article's files written: ${written} ms; → its preview shows it: ${Date.now() - saved} ms`,
  );

  // The list of articles shows its title and date beside its address. It draws only the rows
  // on screen, so with hundreds of articles a marketer finds one by its address, as here.
  await page.goto('/keystatic/collection/articles');
  await page.getByRole('searchbox', { name: 'Search' }).fill(address);
  const row = page.getByRole('row', { name: new RegExp(`^${address} `) });
  // As the team list: the titles show once Keystatic has read every file.
  await expect(row).toContainText(title, { timeout: 30_000 });
  await expect(row).toContainText(today());
});

test('an article’s text the build would refuse is refused before anything is written, in the build’s words', async ({
  page,
}) => {
  const address = 'refused-article';
  const { text } = await newArticle(page, address, 'A refused article');
  await text.pressSequentially('Read the report', { delay: 10 });
  await page.keyboard.press('Shift+Home');
  // Keystatic's link check lets an http:// address through; an article links with https:// only.
  await page.getByRole('button', { name: 'Link' }).click();
  const link = page.getByRole('dialog');
  await link.getByRole('textbox', { name: 'Link' }).fill('http://example.com/report');
  await link.getByRole('textbox', { name: 'Link' }).press('Enter');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The link to “http://example.com/report” cannot be followed' }),
  ).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await contentFileExists(`insights/${address}.md`)).toBe(false);
  expect(await contentFileExists(`insights/${address}`)).toBe(false);
});
