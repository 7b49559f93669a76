/**
 * The content editor, driven as a marketer drives it: `npm run edit` (started by
 * playwright.config.ts), /keystatic in Chromium, offline. Each test changes real files under
 * src/content/ through the editor, checks what was written and what the development server's
 * pages then show, and puts every file back afterwards (content-files.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import * as prettier from 'prettier';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { copySite } from '../content-build/site-copy';
import { contentFile, contentFileExists, keepContent, restoreContent } from './content-files';

// One marketer at a time: the tests share the content files.
test.describe.configure({ mode: 'serial' });

test.beforeAll(keepContent);
test.afterEach(async ({ page }) => {
  // A save the test left under way lands before the files are put back, not after.
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
  // The first visit waits while the development server prepares the editor's modules; a visit
  // that does not show the form in time is made again.
  await expect(async () => {
    await page.goto(`/keystatic/${path}`);
    await expect(page.getByRole('textbox', { name: firstField }).first()).toBeVisible({
      timeout: 30_000,
    });
  }).toPass({ timeout: 90_000 });
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

/** Opens `path` on the development server, again until `check` passes. */
async function shownAfterSave(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 20_000, intervals: [100, 200, 500] });
}

test('a new price for the Business plan is saved to its file and shown on the hosting page', async ({
  page,
  context,
}) => {
  // The page as a marketer previews it, open in its own tab beside the editor.
  const preview = await context.newPage();
  await preview.goto('/services/web-hosting');
  await expect(preview.locator('#plans').getByText('$5.99')).toBeVisible();

  await openEntry(page, 'collection/hostingPlans/item/business', 'Price');
  await page.getByRole('textbox', { name: 'Price' }).fill('$6.49');
  await page.getByRole('button', { name: 'Save' }).click();
  const saved = Date.now();
  await expect.poll(() => contentFile('hosting-plans/business.yaml')).toContain('price: $6.49');
  await expectFormatted('hosting-plans/business.yaml');
  // The preview tab reloads by itself; the editor's tab keeps its form.
  await expect(preview.locator('#plans').getByText('$6.49')).toBeVisible({ timeout: 5_000 });
  console.log(`save → the preview tab shows the new price: ${Date.now() - saved} ms`);
  await expect(page.getByRole('textbox', { name: 'Price' })).toHaveValue('$6.49');

  // The build a visitor gets (`npm run build:preview`, in a copy of the project) has it too.
  const site = await copySite();
  try {
    const build = await site.build();
    expect(build.code, build.output).toBe(0);
    const html = await readFile(site.at('build/client/services/web-hosting/index.html'), 'utf8');
    expect(html).toContain('$6.49');
  } finally {
    await site.remove();
  }
});

test('a new team member with a photo and its alt text appears on /about-us', async ({ page }) => {
  const photo = await photoFile('maya.jpg', 1200, 1200);
  await openEntry(page, 'collection/team/create', 'Name');
  await page.getByRole('textbox', { name: 'Name' }).first().fill('Maya Patel');
  await page.getByRole('textbox', { name: 'Role' }).fill('Head of Content');
  await page.getByRole('textbox', { name: 'Position in the list' }).fill('8');
  await choosePicture(page, photo);
  await page
    .getByRole('textbox', { name: 'Photo description (alt text)' })
    .fill('Maya Patel in the Pune studio');
  await page
    .getByRole('textbox', { name: 'LinkedIn profile' })
    .fill('https://www.linkedin.com/in/maya-patel');
  await page.getByRole('button', { name: 'Create' }).click();

  await expect.poll(() => contentFileExists('team/maya-patel.yaml')).toBe(true);
  expect(await contentFile('team/maya-patel.yaml')).toContain('photo: ./maya-patel/maya-patel.jpg');
  // Keystatic writes the entry and its picture one after the other.
  await expect.poll(() => contentFileExists('team/maya-patel/maya-patel.jpg')).toBe(true);
  await shownAfterSave(page, '/about-us', async () => {
    await expect(page.getByAltText('Maya Patel in the Pune studio')).toBeVisible({
      timeout: 500,
    });
  });
  await expect(page.locator('#team li')).toHaveCount(8);
  await expectFormatted('team/maya-patel.yaml');
});

test('a new portfolio project with a screenshot appears on /portfolio, its link opening a new tab', async ({
  page,
}) => {
  const screenshot = await photoFile('brightline.jpg', 1600, 1000);
  await openEntry(page, 'collection/projects/create', 'Name');
  await page.getByRole('textbox', { name: 'Name' }).first().fill('Brightline Bank');
  await page.getByRole('textbox', { name: 'Position in the list' }).fill('6');
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
  await expect(page.getByAltText(/./).and(page.locator('main article img'))).toHaveCount(6);
  const link = page.locator('a[href="https://brightline-bank.example"]');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

test('an FAQ answer, the testimonials’ order and the US phone number change everywhere they show', async ({
  page,
}) => {
  const answer =
    'Within one working day, and usually within a few hours during office hours in India and the USA.';
  await openEntry(page, 'singleton/contactPage', 'Title');
  await page.getByRole('row', { name: 'How quickly will you respond to my enquiry?' }).click();
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
    .getByRole('button', { name: 'Drag Meera Kapoor' })
    .dragTo(testimonials.getByRole('row', { name: 'James Whitfield' }), {
      targetPosition: { x: 40, y: 50 },
    });
  await expect(testimonials.getByRole('row').first()).toHaveAccessibleName('James Whitfield');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => {
      const home = await contentFile('pages/home.yaml');
      return home.indexOf('name: James Whitfield') < home.indexOf('name: Meera Kapoor');
    })
    .toBe(true);
  await expectFormatted('pages/home.yaml');

  await openEntry(page, 'singleton/business', 'Name');
  await page.getByRole('group', { name: 'Phones' }).getByRole('row', { name: 'USA' }).click();
  const phone = page.getByRole('dialog');
  await phone.getByRole('textbox', { name: 'Display' }).fill('+1 (307) 555-0199');
  await phone
    .getByRole('textbox', { name: 'Number for the call link (+ and digits)' })
    .fill('+13075550199');
  await phone.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => contentFile('site/business.yaml')).toContain('+13075550199');
  await expectFormatted('site/business.yaml');

  // Open /contact once the server has read the last of the three saves, the phone number.
  await shownAfterSave(page, '/contact', async () => {
    await expect(page.getByText(answer)).toBeAttached({ timeout: 500 });
    await expect(page.locator('a[href="tel:+13075550199"]').first()).toBeAttached({
      timeout: 500,
    });
  });
  // The contact page's own list, the closing call to action and the footer all call the new number.
  await expect(page.locator('main a[href="tel:+13075550199"]:visible').first()).toContainText(
    '+1 (307) 555-0199',
  );
  await expect(page.locator('footer a[href="tel:+13075550199"]')).toHaveText(
    /\+1 \(307\) 555-0199/,
  );
  await page.goto('/about-us');
  await expect(page.locator('a[href="tel:+13075550199"]').first()).toBeAttached();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('\n')).toContain('"telephone":"+13075550199"');
  expect(jsonLd.join('\n')).not.toContain('+13075550142');

  await page.goto('/');
  const quotes = page.locator('figure figcaption');
  await expect(quotes.first()).toContainText('James Whitfield');
  await expect(quotes.nth(1)).toContainText('Meera Kapoor');
});

test('the editor refuses, in the build’s words, what the build would refuse, and writes nothing', async ({
  page,
}) => {
  await openEntry(page, 'collection/team/item/aarav-mehta', 'Name');
  const before = await contentFile('team/aarav-mehta.yaml');
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
  expect(await contentFile('team/aarav-mehta.yaml')).toBe(before);

  await openEntry(page, 'collection/hostingPlans/item/business', 'Price');
  const plan = await contentFile('hosting-plans/business.yaml');
  await page.getByRole('textbox', { name: 'Price' }).fill('6.49');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText("Write the price as its currency sign and figure only, like '$5.99'."),
  ).toBeVisible();
  expect(await contentFile('hosting-plans/business.yaml')).toBe(plan);

  // A category is chosen from the three that exist; no other can be given.
  await openEntry(page, 'collection/services/item/web-hosting', 'Name');
  const category = page.getByRole('button', { name: /Category/ });
  await category.click();
  await expect(page.getByRole('option')).toHaveText(['development', 'marketing', 'hosting']);
});

test('a legal page saved from the editor keeps its Markdown: every section and its anchor', async ({
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
  await shownAfterSave(page, '/privacy-policy', async () => {
    await expect(page.getByText('Legal notice')).toBeVisible({ timeout: 500 });
  });
  await expect(page.locator('h2#information-we-collect')).toBeVisible();
});
