import { business, legalPages, literally, primaryPhone, telHref } from './content';
import { expect, test } from './fixtures';
import { prerenderedHtml } from './prerendered-html';

/** A date as the page writes it: '2025-03-01' → '1 March 2025'. */
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

test('the site has its legal pages', () => {
  expect(legalPages.map(({ path }) => path).sort()).toEqual([
    '/privacy-policy',
    '/terms-of-service',
  ]);
});

for (const { path, sections, lastUpdated } of legalPages) {
  const titles = sections.map(({ title }) => title);

  test(`${path} lists its sections in order, each reachable from the table of contents`, async ({
    page,
  }) => {
    expect(sections.length).toBeGreaterThan(1);
    await page.goto(path);
    const headings = page.locator('main article h2');
    await expect(headings).toHaveCount(titles.length);
    // Each heading ends with its title, after its number.
    await expect(headings).toHaveText(
      titles.map((title) => new RegExp(`${literally(title).source}$`)),
    );

    const toc = page.getByRole('navigation', { name: 'On this page' });
    const links = toc.getByRole('link');
    await expect(links).toHaveCount(titles.length);
    for (const [index, link] of (await links.all()).entries()) {
      const { title, anchor } = sections[index]!;
      await expect(link).toHaveAttribute('href', `#${anchor}`);
      const target = page.locator(`#${anchor}`);
      await expect(target).toHaveCount(1);
      expect(await target.evaluate((el) => el.tagName)).toBe('H2');
      await expect(target).toContainText(title);
    }

    await links.nth(titles.length - 2).click();
    await expect(page).toHaveURL(new RegExp(`${path}#`));
    await expect(headings.nth(titles.length - 2)).toBeInViewport();
  });

  test(`${path} is complete in the prerendered HTML, with its last-updated date and the contact details`, async ({
    request,
  }) => {
    const html = await prerenderedHtml(request, path);
    for (const { title, lines } of sections) {
      expect(html).toContain(title);
      // Every paragraph and list item, as written; a `{placeholder}` line is filled by the page.
      for (const line of lines.filter((text) => !/^\{[\w ]+\}$/.test(text)))
        expect(html, `${path}: ${line.slice(0, 60)}`).toContain(line);
    }
    expect(html).toMatch(
      new RegExp(
        `Last updated:(<!-- -->)? <time datetime="${lastUpdated}">${longDate(lastUpdated)}</time>`,
        'i',
      ),
    );
    expect(html).toContain(`mailto:${business.email}`);
    expect(html).toContain(telHref(primaryPhone));
  });
}
