// @vitest-environment content-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { sharedClosing } from '~/data/site';
import { HomePage } from '~/components/pages/home';
import { caseStudyLinks } from '~/data/case-studies';
import { homeCopy, portfolioTeaser, testimonials } from '~/data/home';
import { caseStudyAt } from '~/lib/case-study-links';
import { services } from '~/data/services';
import { formatStat } from '~/lib/format-stat';
import {
  byId,
  entriesInOrder,
  entryData,
  expectInOrder,
  expectLinkShown,
  expectLinkWorks,
  renderHtml,
} from './content.test-support';

// What home.yaml, the services and the home projects say; the page must show exactly that.
const home = await entryData('homePage', 'home');
const serviceEntries = await entriesInOrder('services');
const teasers = await entriesInOrder('homeProjects');

beforeEach(() => {
  renderHtml(
    <HomePage
      copy={homeCopy}
      services={services}
      portfolioTeaser={portfolioTeaser}
      testimonials={testimonials}
      sharedClosing={sharedClosing}
    />,
  );
});

const hero = () => document.querySelector('h1')!.closest('section')!;
const figures = (stats: readonly { value: number; suffix: string; label: string }[]) =>
  stats.flatMap((stat) => [stat.label, formatStat(stat.value, stat.suffix)]);

describe('the home page shows what home.yaml says', () => {
  it('heads the page with the hero’s words and figures, in order', () => {
    expectInOrder(hero(), [
      home.hero.eyebrow,
      home.hero.title,
      home.hero.highlight,
      home.hero.text,
      ...figures(home.heroStats),
    ]);
  });

  it('sends each hero action to a page of the site or a section of this page', () => {
    for (const action of home.hero.actions) {
      expectLinkShown(hero(), action);
    }
  });

  it('lists every service, in order, each linking to its own page', () => {
    const grid = byId('services');
    expectInOrder(
      grid,
      serviceEntries.flatMap(({ data }) => [data.title, data.description]),
    );
    for (const { id } of serviceEntries) {
      expect(grid.querySelector(`a[href="/services/${id}"]`)).not.toBeNull();
      expectLinkWorks(`/services/${id}`);
    }
  });

  it('shows the about section’s paragraphs, highlights and figures, and links to its page', () => {
    const about = byId('about');
    expectInOrder(about, [home.about.title, ...home.about.paragraphs, ...home.about.highlights]);
    expectInOrder(about, [home.about.panel.eyebrow, ...figures(home.about.stats)]);
    expectLinkShown(about, home.about.link);
  });

  it('teases the home projects in the order of their positions, each linking to its case study if any and its site', () => {
    const work = byId('work');
    expectInOrder(
      work,
      teasers.flatMap(({ data }) => [data.title, data.description]),
    );
    for (const { data } of teasers) {
      const caseStudy = caseStudyAt(data.link, caseStudyLinks);
      const live = work.querySelector(`a[href="${data.link}"]`);
      expect(live).toHaveAttribute('target', '_blank');
      const card = live?.closest('article');
      expect(card).toHaveTextContent(home.portfolio.linkLabel);
      if (caseStudy) {
        const study = card?.querySelector(`a[href="${caseStudy}"]`);
        expect(study).not.toHaveAttribute('target');
        expect(card).toHaveTextContent(home.portfolio.caseStudyLabel);
      }
      expect(work.querySelector(`img[alt="${data.imageAlt}"]`)).not.toBeNull();
    }
    expectLinkShown(work, home.portfolio.viewAll);
  });

  it('shows every testimonial of the entry, in order, with its author', () => {
    const cards = [...byId('testimonials').querySelectorAll('li')];
    expect(cards).toHaveLength(home.testimonials.items.length);
    home.testimonials.items.forEach((item, index) =>
      expectInOrder(cards[index]!, [item.feedback, item.name, item.position, item.company]),
    );
  });

  it('numbers the testimonials by their place on the page, from 1', () => {
    expect(testimonials.map((testimonial) => testimonial.id)).toEqual(
      home.testimonials.items.map((_, index) => index + 1),
    );
  });
});
