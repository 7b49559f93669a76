// @vitest-environment content-dom
import { getCollection } from 'astro:content';
import { beforeEach, describe, expect, it } from 'vitest';
import { sharedClosing } from '~/data/site';
import { PortfolioPage } from '~/components/pages/portfolio';
import { portfolioCopy, projects } from '~/data/portfolio';
import {
  byId,
  entriesInOrder,
  entryData,
  expectInOrder,
  expectLinkShown,
  renderHtml,
  words,
} from './content.test-support';

// What portfolio.yaml and the project files say; the page must show exactly that.
const page = await entryData('portfolioPage', 'portfolio');
const entries = await entriesInOrder('projects');
const withCaseStudy = new Set((await getCollection('caseStudies')).map(({ id }) => id));

beforeEach(() => {
  renderHtml(
    <PortfolioPage copy={portfolioCopy} projects={projects} sharedClosing={sharedClosing} />,
  );
});

const hero = () => document.querySelector('h1')!.closest('section')!;
const cards = () => [...byId(page.projects.id).querySelectorAll('article')];

describe('/portfolio shows what portfolio.yaml says', () => {
  it('heads the page with the hero’s words and chips, and actions that lead somewhere', () => {
    expectInOrder(hero(), [
      page.hero.title,
      page.hero.highlight,
      page.hero.text,
      ...page.hero.chips,
    ]);
    for (const action of page.hero.actions) {
      expectLinkShown(hero(), action);
    }
  });

  it('closes with the entry’s call to action, its link leading somewhere', () => {
    const closing = byId(page.closing.id);
    expectInOrder(closing, [page.closing.title, page.closing.text]);
    expectLinkShown(closing, page.closing.primary);
  });
});

describe('/portfolio lists the projects of src/content/portfolio/', () => {
  it('shows one card per file, in the order of their positions', () => {
    expect(cards().map((card) => words(card.querySelector('h3')?.textContent))).toEqual(
      entries.map(({ data }) => data.name),
    );
  });

  it('gives each card its project’s description, picture, category, its case study if any, and always its live site', () => {
    entries.forEach(({ id, data }, index) => {
      const card = cards()[index]!;
      expect(card).toHaveTextContent(words(data.description));
      expect(card).toHaveTextContent(data.tags[0]!);
      expect(card.querySelector('img')).toHaveAttribute('alt', data.imageAlt);
      const live = card.querySelector(`a[href="${data.url}"]`);
      expect(live).toHaveTextContent(page.projects.linkLabel);
      expect(live).toHaveAttribute('target', '_blank');
      const study = card.querySelector(`a[href="/portfolio/${id}"]`);
      if (withCaseStudy.has(id)) {
        expect(study).toHaveTextContent(page.projects.caseStudyLabel);
        expect(study).not.toHaveAttribute('target');
        // A screen reader's list of links tells the two apart, and names the project in each.
        expect(words(study?.textContent)).not.toBe(words(live?.textContent));
        for (const link of [study, live]) expect(link).toHaveTextContent(data.name);
      } else {
        expect(study).toBeNull();
      }
    });
  });

  it('lists the tags after the category up to the entry’s limit, and counts the rest as “+N More”', () => {
    entries.forEach(({ data }, index) => {
      const [, ...rest] = data.tags;
      const shown = rest.slice(0, page.tagLimit);
      const chips = [...cards()[index]!.querySelectorAll('li')].map((chip) =>
        words(chip.textContent),
      );
      const more = rest.length - shown.length;
      expect(chips).toEqual(more > 0 ? [...shown, `+${more} More`] : shown);
    });
  });
});
