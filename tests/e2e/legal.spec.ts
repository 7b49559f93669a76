import { expect, test } from './fixtures';
import { prerenderedHtml } from './prerendered-html';

const documents = {
  '/privacy-policy': [
    'Information We Collect',
    'How We Use Your Information',
    'How We Share Information',
    'Data Security',
    'Cookies',
    'Changes to This Policy',
    'Contact Us',
  ],
  '/terms-of-service': [
    'Acceptance of Terms',
    'Use of Services',
    'Account Responsibility',
    'Intellectual Property',
    'Limitation of Liability',
    'Termination',
    'Changes to These Terms',
    'Contact Us',
  ],
} as const;

for (const [path, titles] of Object.entries(documents)) {
  test(`${path} lists its ${titles.length} sections in order, each reachable from the table of contents`, async ({
    page,
  }) => {
    await page.goto(path);
    const headings = page.locator('main article h2');
    await expect(headings).toHaveCount(titles.length);
    for (const [index, title] of titles.entries())
      await expect(headings.nth(index)).toContainText(title);

    const toc = page.getByRole('navigation', { name: 'On this page' });
    const links = toc.getByRole('link');
    await expect(links).toHaveCount(titles.length);
    for (const [index, link] of (await links.all()).entries()) {
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^#[a-z-]+$/);
      const target = page.locator(href);
      await expect(target).toHaveCount(1);
      expect(await target.evaluate((el) => el.tagName)).toBe('H2');
      await expect(target).toContainText(titles[index]!);
    }

    await links.nth(titles.length - 2).click();
    await expect(page).toHaveURL(new RegExp(`${path}#`));
    await expect(headings.nth(titles.length - 2)).toBeInViewport();
  });

  test(`${path} is complete in the prerendered HTML, with a last-updated date and the contact details`, async ({
    request,
  }) => {
    const html = await prerenderedHtml(request, path);
    for (const title of titles) expect(html).toContain(title);
    expect(html).toMatch(
      /Last updated:(<!-- -->)? <time datetime="2025-03-01">1 March 2025<\/time>/i,
    );
    expect(html).toContain('mailto:hello@brightwave.example');
    expect(html).toContain('tel:+13075550142');
  });
}

test('the privacy policy explains the contact form delivery and the absence of tracking cookies', async ({
  request,
}) => {
  const html = await prerenderedHtml(request, '/privacy-policy');
  expect(html).toContain('EmailJS');
  expect(html).toContain('sets no cookies');
});
