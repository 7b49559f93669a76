import { articles, business, literally, navigation, services, urlEndingIn } from './content';
import { expect, openEnhanced, test } from './fixtures';

const { headerLinks, getStartedLink, servicesDropdown } = navigation;

test.describe('header at 1280 px', () => {
  test.beforeEach(async ({ page }) => {
    await openEnhanced(page, '/');
  });

  test('shows the brand mark and the main links, and stays at the top when scrolling', async ({
    page,
  }) => {
    const header = page.locator('header');
    const brand = header.getByRole('link', {
      name: new RegExp(
        `${literally(business.name).source}\\s*${literally(business.tagline).source}`,
      ),
    });
    await expect(brand).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const { label, href } of [...headerLinks, getStartedLink]) {
      const link = nav.getByRole('link', { name: label, exact: true });
      await expect(link).toHaveAttribute('href', href);
      if (href === '/') await expect(link).toHaveAttribute('aria-current', 'page');
    }
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  });

  test('the services dropdown opens, lists every service, and closes on Escape and outside click', async ({
    page,
  }) => {
    const button = page.getByRole('button', { name: servicesDropdown.title, exact: true });
    const panel = page.locator(`#${await button.getAttribute('popovertarget')}`);
    await button.click();
    await expect(panel.getByText(servicesDropdown.title, { exact: true })).toBeVisible();
    await expect(panel.getByText(servicesDropdown.subtitle, { exact: true })).toBeVisible();
    const links = panel.getByRole('link');
    await expect(links).toHaveCount(services.length);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      services.map(({ slug }) => `/services/${slug}`),
    );
    for (const [index, { title, summary }] of services.entries()) {
      await expect(links.nth(index)).toContainText(title);
      await expect(links.nth(index)).toContainText(summary);
    }
    expect(await panel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px');
    expect(await panel.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
    // 80 units of Tailwind's 0.25 rem spacing: 20 rem, 320 px.
    expect((await panel.boundingBox())?.width).toBe(320);
    // It hangs under its button, inside the window.
    const [buttonBox, panelBox] = [await button.boundingBox(), await panel.boundingBox()];
    expect(panelBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);
    expect(panelBox!.x + panelBox!.width).toBeLessThanOrEqual(1280);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(panel).toBeVisible();
    await page.locator('main h1').click();
    await expect(panel).toBeHidden();
  });

  test('a service link navigates and marks the page as current, and the menu is closed there', async ({
    page,
  }) => {
    const service = services.at(-1)!;
    const href = `/services/${service.slug}`;
    const button = page.getByRole('button', { name: servicesDropdown.title, exact: true });
    await button.click();
    await page
      .locator('#services-menu')
      .getByRole('link', { name: new RegExp(`^${literally(service.title).source}`) })
      .click();
    await expect(page).toHaveURL(urlEndingIn(href));
    await expect(page.locator('#services-menu')).toBeHidden();
    await button.click();
    await expect(page.locator('#services-menu [aria-current="page"]')).toHaveAttribute(
      'href',
      href,
    );
  });
});

test('on an article, the header marks its section, with the look of the section’s own page', async ({
  page,
}) => {
  const article = articles[0];
  test.skip(!article, 'no published article');
  const section = headerLinks.find(
    ({ href }) => href !== '/' && article!.href.startsWith(`${href.replace(/\/$/, '')}/`),
  );
  expect(section, 'a header link leads to the articles’ section').toBeDefined();
  const nav = page.locator('header').getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: section!.label, exact: true });
  const colour = () => link.evaluate((el) => getComputedStyle(el).color);

  await page.goto(section!.href);
  await expect(link).toHaveAttribute('aria-current', 'page');
  const pageLook = await colour();

  await page.goto(article!.href);
  await expect(link).toHaveAttribute('aria-current', 'true');
  expect(await colour()).toBe(pageLook);
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
  const other = nav.getByRole('link', { name: headerLinks[0]!.label, exact: true });
  expect(await other.evaluate((el) => getComputedStyle(el).color)).not.toBe(pageLook);
});
