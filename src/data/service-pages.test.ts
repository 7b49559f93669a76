import { describe, expect, it } from 'vitest';
import { brandLogos } from '~/components/ui/content-icons';
import {
  serviceCardFor,
  servicePageFor,
  servicePages,
  services,
  type ServicePage,
  type ServicePageSection,
} from './services';
import { sitePaths as routePaths } from './site-paths.test-support';

const pages: readonly ServicePage[] = servicePages;

function sectionsOf<Kind extends ServicePageSection['kind']>(page: ServicePage, kind: Kind) {
  return page.sections.filter(
    (section): section is Extract<ServicePageSection, { kind: Kind }> => section.kind === kind,
  );
}
function sectionById(page: ServicePage, id: string) {
  const section = page.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`${page.slug} has no section #${id}`);
  return section;
}
/** Every visible name in a section: card titles, tool names, group names, technologies, frameworks, steps. */
function namesIn(section: ServicePageSection): string[] {
  switch (section.kind) {
    case 'cards':
      return section.cards.map((card) => card.title);
    case 'tool-groups':
      return section.groups.flatMap((group) => [group.category, ...group.tools]);
    case 'technologies':
      return section.technologies.map((technology) => technology.name);
    case 'frameworks':
      return section.frameworks.map((framework) => framework.name);
    case 'plans':
      return section.plans.map((plan) => plan.name);
    case 'process':
      return section.steps.map((step) => step.title);
  }
}
const page = (slug: string): ServicePage => servicePageFor(slug);
/** The dollar amount in a price text: 'Starting at $9.99/month' → 9.99. */
const dollars = (price: string) => Number(price.match(/\$([\d,.]+)/)?.[1]?.replaceAll(',', ''));

describe('service page registry', () => {
  it('registers the six services, each under its own route path', () => {
    expect(servicePages.map((entry) => entry.slug)).toEqual(
      services.map((service) => service.slug),
    );
    for (const entry of pages) {
      expect(entry.meta.path).toBe(`/services/${entry.slug}`);
      expect(routePaths.has(entry.meta.path)).toBe(true);
      expect(servicePageFor(entry.slug)).toBe(entry);
    }
  });

  it('gives every page a unique title and a unique, specific description of at most 160 characters', () => {
    expect(new Set(pages.map((entry) => entry.meta.title)).size).toBe(pages.length);
    expect(new Set(pages.map((entry) => entry.meta.description)).size).toBe(pages.length);
    for (const entry of pages) {
      expect(entry.meta.description.length).toBeGreaterThan(80);
      expect(entry.meta.description.length).toBeLessThanOrEqual(160);
    }
  });

  // Pinned to SPEC §2 Service pages: 'Process steps are numbered 01 to 06.'
  it('numbers every page’s process steps 01 to 06', () => {
    for (const entry of pages) {
      const [process, ...others] = sectionsOf(entry, 'process');
      expect(others).toHaveLength(0);
      expect(process?.steps.map((step) => step.step)).toEqual(['01', '02', '03', '04', '05', '06']);
    }
  });

  it('points every hero action at /contact or at a section that exists on the page', () => {
    for (const entry of pages) {
      const ids = entry.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain('contact');
      expect(entry.hero.actions[0].href).toBe('/contact');
      for (const action of entry.hero.actions) {
        if (action.href.startsWith('#')) expect(ids).toContain(action.href.slice(1));
        else expect(action.href).toBe('/contact');
      }
      expect(entry.closing.action.href).toBe('/contact');
    }
  });

  // Pinned to SPEC §2: each service page's heading, hero actions and closing call to action.
  it('uses the headings and actions of SPEC §2', () => {
    const heroes = Object.fromEntries(
      pages.map((entry) => [
        entry.slug,
        [
          entry.hero.title,
          entry.hero.highlight,
          entry.hero.actions.map((a) => `${a.label} → ${a.href}`),
        ],
      ]),
    );
    expect(heroes).toEqual({
      'website-development': [
        'Web Development',
        'Solutions That Scale',
        ['Start Your Project → /contact', 'Explore Technologies → #technologies'],
      ],
      'frontend-development': [
        'Frontend Development',
        'That Defines Excellence',
        ['Start Your Project → /contact', 'Explore Our Tech Stack → #technologies'],
      ],
      'backend-development': [
        'Backend Development',
        'Powering Your Digital Experience',
        ['Start Your Project → /contact', 'Explore Our Tech Stack → #technologies'],
      ],
      'seo-digital-marketing': [
        'Digital Marketing',
        undefined,
        ['Boost Your Visibility → /contact', 'Our Strategies → #technologies'],
      ],
      'email-marketing': [
        'Email Marketing',
        'Connect & Convert',
        ['Launch Your Campaign → /contact', 'Our Strategies → #technologies'],
      ],
      'web-hosting': [
        'Web Hosting',
        'Fast, Secure & Reliable',
        ['Get Started → /contact', 'View Plans → #plans'],
      ],
    });
    const closings = Object.fromEntries(
      pages.map((entry) => [entry.slug, entry.closing.action.label]),
    );
    expect(closings).toMatchObject({
      'website-development': 'Start Your Project Today',
      'frontend-development': 'Get Started Today',
      'seo-digital-marketing': 'Start Your Marketing Campaign',
      'email-marketing': 'Launch Your Campaign',
      'web-hosting': 'Get Started Now',
    });
  });

  // Pinned to SPEC §2: six services on each service page.
  it('lists six services on every page', () => {
    for (const entry of pages) {
      const services = sectionById(entry, 'services');
      expect(services.kind).toBe('cards');
      expect(namesIn(services)).toHaveLength(6);
    }
  });
});

// Pinned to SPEC §2: the names, counts and claims each service page's section quotes.
describe('each page names every item of SPEC §2', () => {
  it('website development: services, four tech groups and six process steps', () => {
    const web = page('website-development');
    expect(namesIn(sectionById(web, 'services'))).toEqual([
      'Custom Web Applications',
      'Responsive Website Design',
      'E-Commerce Solutions',
      'Content Management Systems',
      'API Development & Integration',
      'Performance Optimization',
    ]);
    expect(namesIn(sectionById(web, 'technologies'))).toEqual([
      'Frontend',
      'React',
      'Next.js',
      'TypeScript',
      'Vue.js',
      'Backend',
      'Node.js',
      'Python',
      'PHP',
      'Java',
      'Database',
      'MongoDB',
      'PostgreSQL',
      'MySQL',
      'Firebase',
      'Cloud & Deployment',
      'AWS',
      'Google Cloud',
      'Azure',
      'Vercel',
    ]);
    expect(namesIn(sectionById(web, 'process'))).toEqual([
      'Discovery & Planning',
      'UI/UX Design',
      'Development',
      'Testing & Quality Assurance',
      'Deployment',
      'Maintenance & Support',
    ]);
  });

  it('frontend: services, twelve technologies with logos, frameworks, why choose us, what we build', () => {
    const front = page('frontend-development');
    expect(namesIn(sectionById(front, 'services'))).toEqual([
      'Responsive Web Development',
      'Single Page Applications',
      'E-Commerce Solutions',
      'Progressive Web Apps',
      'UI/UX Design',
      'Performance Optimization',
    ]);
    const [technologies] = sectionsOf(front, 'technologies');
    expect(technologies?.id).toBe('technologies');
    expect(technologies?.technologies.map((t) => t.name)).toEqual([
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
    for (const technology of technologies?.technologies ?? []) {
      expect(technology.description?.length).toBeGreaterThan(20);
      expect(technology.logo).toBeDefined();
    }
    const css = technologies?.technologies.find((t) => t.name === 'CSS3')?.logo;
    expect(css && brandLogos[css]).toHaveProperty('title', 'CSS');
    const [frameworks] = sectionsOf(front, 'frameworks');
    expect(frameworks?.frameworks.map((f) => f.name)).toEqual(['React', 'Angular', 'Vue.js']);
    for (const framework of frameworks?.frameworks ?? [])
      expect(framework.benefits).toHaveLength(4);
    expect(namesIn(sectionById(front, 'why-choose-us'))).toEqual([
      'Improved Site Performance',
      'Cost-Effective Customization',
      'Increased Security & Brand Awareness',
    ]);
    expect(namesIn(sectionById(front, 'what-we-build'))).toEqual([
      'Static Websites',
      'Dynamic Web Applications',
      'E-Commerce Platforms',
      'SaaS Applications',
    ]);
  });

  it('backend: services, tech groups, security features and process', () => {
    const back = page('backend-development');
    expect(namesIn(sectionById(back, 'services'))).toEqual([
      'Server-Side Programming',
      'API Development & Integration',
      'Database Design & Management',
      'User Authentication & Authorization',
      'Cloud Infrastructure',
      'DevOps & Deployment',
    ]);
    expect(namesIn(sectionById(back, 'technologies'))).toEqual([
      'Backend Languages',
      'Node.js',
      'Python',
      'Java',
      'PHP',
      'Ruby on Rails',
      'Go',
      'Databases',
      'PostgreSQL',
      'MongoDB',
      'MySQL',
      'Redis',
      'Cloud Platforms',
      'AWS',
      'Google Cloud',
      'Azure',
      'DevOps & Tools',
      'Docker',
      'Kubernetes',
      'GraphQL',
      'Apache Kafka',
    ]);
    expect(namesIn(sectionById(back, 'security'))).toEqual([
      'Data Encryption',
      'Authentication Systems',
      'API Security',
      'Regular Audits',
    ]);
    expect(JSON.stringify(sectionById(back, 'services'))).toContain('role-based access control');
    expect(namesIn(sectionById(back, 'process'))).toEqual([
      'Requirement Analysis',
      'Architecture Design',
      'Development',
      'Security Implementation',
      'Testing & Optimization',
      'Deployment & Maintenance',
    ]);
  });

  it('SEO & digital marketing: services, platforms, SEO services and process', () => {
    const seo = page('seo-digital-marketing');
    expect(namesIn(sectionById(seo, 'services'))).toEqual([
      'Search Engine Optimization',
      'Social Media Marketing',
      'PPC Advertising',
      'Content Marketing',
      'Analytics & Reporting',
      'Conversion Rate Optimization',
    ]);
    const platforms = sectionById(seo, 'technologies');
    expect([platforms.eyebrow, platforms.title]).toEqual([
      'Our Platforms',
      'Marketing Channels & Tools',
    ]);
    const groups = sectionsOf(seo, 'tool-groups')[0]?.groups ?? [];
    expect(groups.map((group) => group.category)).toEqual([
      'Search Platforms',
      'Social Media',
      'Analytics Tools',
    ]);
    expect(groups[1]?.tools).toEqual(['Facebook', 'Instagram', 'Twitter', 'LinkedIn']);
    for (const group of groups) expect(group.tools.length).toBeGreaterThanOrEqual(3);
    const seoServices = sectionById(seo, 'seo-services');
    expect([seoServices.eyebrow, seoServices.title]).toEqual([
      'SEO Services',
      'Comprehensive Search Optimization',
    ]);
    expect(namesIn(seoServices)).toEqual([
      'Technical SEO',
      'On-Page Optimization',
      'Off-Page SEO',
      'Local SEO',
    ]);
    expect(namesIn(sectionById(seo, 'process'))).toEqual([
      'Strategy & Planning',
      'Keyword Research',
      'Implementation',
      'Monitoring & Optimization',
      'Reporting & Analysis',
      'Scaling Success',
    ]);
  });

  it('email marketing: services, four platforms, automation features, benefits with the $42 claim, process', () => {
    const email = page('email-marketing');
    expect(namesIn(sectionById(email, 'services'))).toEqual([
      'Automated Campaigns',
      'Newsletter Design',
      'Promotional Emails',
      'Audience Segmentation',
      'Analytics & Reporting',
      'A/B Testing',
    ]);
    const groups = sectionsOf(email, 'tool-groups')[0]?.groups ?? [];
    expect(groups.map((group) => group.category)).toEqual([
      'Email Marketing Platforms',
      'Automation Features',
    ]);
    expect(groups[0]?.tools).toHaveLength(4);
    expect(groups[1]?.tools).toEqual([
      'Welcome Series',
      'Behavioral Triggers',
      'Drip Campaigns',
      'Re-engagement',
    ]);
    const benefits = sectionsOf(email, 'cards').find((section) => section.id === 'benefits');
    expect(benefits?.cards.map((card) => card.title)).toEqual([
      'High ROI',
      'Direct Communication',
      'Automation Efficiency',
      'Measurable Results',
    ]);
    expect(benefits?.cards[0]?.description).toMatch(/\$42 for every \$1 spent/);
    expect(namesIn(sectionById(email, 'process'))).toEqual([
      'Strategy Development',
      'List Building & Segmentation',
      'Template Design',
      'Automation Setup',
      'Campaign Execution',
      'Analysis & Optimization',
    ]);
  });

  it('web hosting: six offerings of four bullets, premium features, infrastructure and process', () => {
    const hosting = page('web-hosting');
    const offerings = sectionsOf(hosting, 'cards').find((section) => section.id === 'services');
    expect(offerings?.cards.map((card) => card.title)).toEqual([
      'Shared Hosting',
      'VPS Hosting',
      'Dedicated Servers',
      'Cloud Hosting',
      'WordPress Hosting',
      'Domain Registration',
    ]);
    for (const card of offerings?.cards ?? []) expect(card.bullets).toHaveLength(4);
    expect(namesIn(sectionById(hosting, 'premium-features'))).toEqual([
      '99.9% Uptime Guarantee',
      'Free SSL Certificates',
      'Daily Backups',
      '24/7 Expert Support',
    ]);
    expect(namesIn(sectionById(hosting, 'infrastructure'))).toEqual([
      'Hosting Platforms',
      'cPanel',
      'AWS',
      'Google Cloud',
      'Microsoft Azure',
      'Performance & Security',
      'Cloudflare CDN',
      'LiteSpeed',
      'Imunify360',
      'Softaculous',
    ]);
    expect(namesIn(sectionById(hosting, 'process'))).toEqual([
      'Choose Your Plan',
      'Register Domain',
      'Configure Services',
      'Migrate Content',
      'Go Live',
      'Ongoing Support',
    ]);
  });
});

describe('hosting plans (#plans)', () => {
  const [plans] = sectionsOf(page('web-hosting'), 'plans');

  // Pinned to SPEC §2 /services/web-hosting (#plans) and §9: the plans and their prices.
  it('sits at #plans and offers Starter, Business and Enterprise per month at the SPEC §9 prices', () => {
    expect(plans?.id).toBe('plans');
    expect(plans?.plans.map((plan) => [plan.name, plan.price, plan.period])).toEqual([
      ['Starter', '$2.99', '/month'],
      ['Business', '$5.99', '/month'],
      ['Enterprise', '$12.99', '/month'],
    ]);
  });

  it('quotes its cheapest plan in the hero and title, not the starting price of the /services card', () => {
    const hosting = page('web-hosting');
    const [cheapest] = [...(plans?.plans ?? [])].sort(
      (a, b) => dollars(a.price) - dollars(b.price),
    );
    if (!cheapest) throw new Error('#plans has no plans');
    const quoted = `${cheapest.price}${cheapest.period}`;
    const cardPrice = `$${dollars(serviceCardFor('web-hosting').price)}`;
    expect(cardPrice).not.toBe(cheapest.price);
    for (const text of [hosting.hero.priceFact, hosting.meta.title]) {
      expect(text).toContain(quoted);
      expect(text).not.toContain(cardPrice);
    }
    for (const other of pages.filter((candidate) => candidate.slug !== 'web-hosting')) {
      expect(other.hero.priceFact).toBeUndefined();
    }
  });

  // Pinned to SPEC §2 /services/web-hosting, §4 and §9: the recommended plan, its badge and
  // the plans' button label.
  it('recommends exactly one plan, Business, with the badge MOST POPULAR', () => {
    expect(plans?.plans.filter((plan) => plan.recommended).map((plan) => plan.name)).toEqual([
      'Business',
    ]);
    expect(plans?.badge).toBe('MOST POPULAR');
    expect(plans?.actionLabel).toBe('Get Started');
  });

  // Pinned to SPEC §9: what each plan includes.
  it('includes exactly the features of SPEC §9', () => {
    const features = Object.fromEntries(
      plans?.plans.map((plan) => [plan.name, plan.features.map((f) => f.toLowerCase())]) ?? [],
    );
    expect(features).toEqual({
      Starter: ['1 website', '10 gb ssd', 'unlimited bandwidth', 'free ssl', 'free domain'],
      Business: [
        'unlimited websites',
        '50 gb ssd',
        'unlimited bandwidth',
        'free ssl',
        'free domain',
        'daily backups',
      ],
      Enterprise: [
        'unlimited websites',
        '100 gb ssd',
        'unlimited bandwidth',
        'free ssl',
        'free domain',
        'daily backups',
        'free cdn',
        'priority support',
      ],
    });
  });
});

describe('copy quality', () => {
  it('contains no placeholder text', () => {
    const text = JSON.stringify(pages);
    expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder/i);
  });
});
