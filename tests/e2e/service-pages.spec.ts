import { expect, openEnhanced, test, type Page } from './fixtures';
import { prerenderedHtml } from './prerendered-html';

interface PageCase {
  path: string;
  heading: RegExp;
  actions: [string, string][];
  closing: string | RegExp;
  texts: string[];
}

const cases: PageCase[] = [
  {
    path: '/services/website-development',
    heading: /Web Development\s*Solutions That Scale/,
    actions: [
      ['Start Your Project', '/contact'],
      ['Explore Technologies', '#technologies'],
    ],
    closing: 'Start Your Project Today',
    texts: [
      'Custom Web Applications',
      'Performance Optimization',
      'Cloud & Deployment',
      'Vercel',
      'Maintenance & Support',
      '$1,499',
    ],
  },
  {
    path: '/services/frontend-development',
    heading: /Frontend Development\s*That Defines Excellence/,
    actions: [
      ['Start Your Project', '/contact'],
      ['Explore Our Tech Stack', '#technologies'],
    ],
    closing: 'Get Started Today',
    texts: [
      'Progressive Web Apps',
      'Framework Advantages',
      'Why Choose Us',
      'Increased Security & Brand Awareness',
      'What We Build',
      'SaaS Applications',
      'Redux',
      '$999',
    ],
  },
  {
    path: '/services/backend-development',
    heading: /Backend Development\s*Powering Your Digital Experience/,
    actions: [
      ['Start Your Project', '/contact'],
      ['Explore Our Tech Stack', '#technologies'],
    ],
    closing: /.+/,
    texts: [
      'Server-Side Programming',
      'Ruby on Rails',
      'Apache Kafka',
      'Data Encryption',
      'Regular Audits',
      'Deployment & Maintenance',
      '$1,299',
    ],
  },
  {
    path: '/services/seo-digital-marketing',
    heading: /^Digital Marketing$/,
    actions: [
      ['Boost Your Visibility', '/contact'],
      ['Our Strategies', '#technologies'],
    ],
    closing: 'Start Your Marketing Campaign',
    texts: [
      'Conversion Rate Optimization',
      'Marketing Channels & Tools',
      'Search Platforms',
      'Analytics Tools',
      'Comprehensive Search Optimization',
      'Local SEO',
      'Scaling Success',
      '$499/month',
    ],
  },
  {
    path: '/services/email-marketing',
    heading: /Email Marketing\s*Connect & Convert/,
    actions: [
      ['Launch Your Campaign', '/contact'],
      ['Our Strategies', '#technologies'],
    ],
    closing: 'Launch Your Campaign',
    texts: [
      'A/B Testing',
      'Email Marketing Platforms',
      'Mailchimp',
      'Re-engagement',
      'High ROI',
      '$42 for every $1 spent',
      'Analysis & Optimization',
      '$299/month',
    ],
  },
  {
    path: '/services/web-hosting',
    heading: /Web Hosting\s*Fast, Secure & Reliable/,
    actions: [
      ['Get Started', '/contact'],
      ['View Plans', '#plans'],
    ],
    closing: 'Get Started Now',
    texts: [
      'VPS Hosting',
      'Domain Registration',
      '99.9% Uptime Guarantee',
      '24/7 Expert Support',
      'Imunify360',
      'Softaculous',
      'MOST POPULAR',
      '$2.99',
      '$5.99',
      '$12.99',
      'Ongoing Support',
      '$9.99/month',
    ],
  },
];

const hero = (page: Page) => page.locator('main > section').first();

for (const { path, heading, actions, closing, texts } of cases) {
  test(`${path}: hero, actions, anchors, process 01–06 and closing call to action`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(hero(page).getByRole('heading', { level: 1 })).toHaveText(heading);
    for (const [label, href] of actions) {
      const link = hero(page).getByRole('link', { name: label, exact: true });
      await expect(link).toHaveAttribute('href', href);
      if (href.startsWith('#')) await expect(page.locator(href)).toHaveCount(1);
    }

    const steps = page.locator('#process ol > li');
    await expect(steps).toHaveCount(6);
    for (const [index, step] of (await steps.all()).entries())
      await expect(step).toContainText(`0${index + 1}`);

    const cta = page.locator('section#contact');
    const link = cta.getByRole('link', { name: closing });
    await expect(link.first()).toHaveAttribute('href', '/contact');

    const [, anchor] = actions[1]!;
    await hero(page).getByRole('link', { name: actions[1]![0], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${anchor}$`));
    await expect(page.locator(anchor)).toBeInViewport();

    await page.goto(path);
    await hero(page).getByRole('link', { name: actions[0]![0], exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test(`${path}: the prerendered HTML holds the SPEC copy and prices`, async ({ request }) => {
    const html = await prerenderedHtml(request, path);
    for (const text of texts) expect(html, text).toContain(text);
    expect(html).not.toMatch(/<script[^>]+src="https?:\/\//);
  });
}

test('the service page hero fills at least 90% of the viewport behind a poster and a muted, looping video', async ({
  page,
}) => {
  await openEnhanced(page, '/services/web-hosting');
  const box = await hero(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.height).toBeGreaterThanOrEqual(viewport.height * 0.9 - 1);
  const backdrop = hero(page).locator('[aria-hidden="true"]').first();
  await expect(backdrop.locator('img')).toHaveAttribute(
    'src',
    /\/assets\/web-hosting\.[\w-]+\.jpg$/,
  );
  const video = hero(page).locator('video');
  await expect(video).toHaveCount(1, { timeout: 10_000 });
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.autoplay])).toEqual([
    true,
    true,
    true,
  ]);
  await expect(video.locator('source')).toHaveCount(2);
  await expect(video.locator('source').first()).toHaveAttribute('src', /video\/web-hosting\.webm$/);
});

test('frontend development shows twelve technology logos from simple-icons and loads no off-site script', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await openEnhanced(page, '/services/frontend-development');
  const technologies = page.locator('#technologies [data-technology]');
  await expect(technologies).toHaveCount(12);
  await expect(technologies.locator('h3')).toHaveText([
    'React',
    'Vue.js',
    'Angular',
    'JavaScript',
    'TypeScript',
    'HTML5',
    'CSS3',
    'SASS',
    'Bootstrap',
    'jQuery',
    'Next.js',
    'Redux',
  ]);
  const logos = technologies.locator('img[src$=".svg"]');
  await expect(logos).toHaveCount(12);
  // Every logo file is served from the site itself and actually decodes.
  for (const logo of await logos.all()) {
    await logo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
  for (const technology of await technologies.all()) {
    expect((await technology.locator('p').innerText()).length).toBeGreaterThan(20);
  }
  const offSite = await page
    .locator('script[src]')
    .evaluateAll((list) =>
      list
        .map((s) => (s as HTMLScriptElement).src)
        .filter((src) => new URL(src).origin !== location.origin),
    );
  expect(offSite).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(scripts.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  await expect(page.locator('#framework-advantages article')).toHaveCount(3);
  for (const framework of await page.locator('#framework-advantages article').all()) {
    await expect(framework.locator('li')).toHaveCount(4);
  }
});

test('web hosting plans: three prices per month, Business is MOST POPULAR, each Get Started opens the contact form with its plan', async ({
  page,
}) => {
  await page.goto('/services/web-hosting');
  const plans = page.locator('#plans [data-plan]');
  await expect(plans).toHaveCount(3);
  await expect(plans.locator('h3')).toHaveText(['Starter', 'Business', 'Enterprise']);
  await expect(page.locator('#plans').getByText('MOST POPULAR')).toHaveCount(1);
  await expect(page.locator('#plans [data-plan="Business"]')).toContainText('MOST POPULAR');
  for (const [name, price] of [
    ['Starter', '$2.99'],
    ['Business', '$5.99'],
    ['Enterprise', '$12.99'],
  ] as const) {
    const plan = page.locator(`#plans [data-plan="${name}"]`);
    await expect(plan).toContainText(`${price}/month`);
    await expect(
      plan.getByRole('link', { name: `Get Started with the ${name} plan` }),
    ).toHaveAttribute('href', `/contact?plan=${name.toLowerCase()}`);
  }
  await expect(page.locator('#plans [data-plan="Enterprise"] li')).toHaveCount(8);
  await page.locator('#plans [data-plan="Business"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/contact\?plan=business$/);
});

test('hosting offerings list four bullets each, and card grids step from one to three columns', async ({
  page,
}) => {
  await page.goto('/services/web-hosting');
  const offerings = page.locator('#services article');
  await expect(offerings).toHaveCount(6);
  for (const offering of await offerings.all()) await expect(offering.locator('li')).toHaveCount(4);
  const columns = () =>
    page
      .locator('#services > div > ul')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  expect(await columns()).toBe(3);
  await page.setViewportSize({ width: 800, height: 900 });
  expect(await columns()).toBe(2);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await columns()).toBe(1);
});
