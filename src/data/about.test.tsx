// @vitest-environment content-dom
import { basename, extname } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { sharedClosing } from '~/data/site';
import { AboutPage } from '~/components/pages/about';
import { aboutCopy, aboutHeroVideo } from '~/data/about';
import { team } from '~/data/team';
import { formatStat } from '~/lib/format-stat';
import {
  byId,
  entriesInOrder,
  entryData,
  expectInOrder,
  expectLinkShown,
  renderHtml,
  words,
} from './content.test-support';

// What about-us.yaml and the team's files say; the page must show exactly that.
const about = await entryData('aboutPage', 'about-us');
// Someone who has left the agency keeps their file for their articles' byline, off this page.
const members = (await entriesInOrder('team')).filter(({ data }) => !data.hasLeft);

beforeEach(() => {
  renderHtml(
    <AboutPage
      copy={aboutCopy}
      heroVideo={aboutHeroVideo}
      team={team}
      sharedClosing={sharedClosing}
    />,
  );
});

const hero = () => document.querySelector('h1')!.closest('section')!;

describe('/about-us shows what about-us.yaml says', () => {
  it('shows every figure of the hero, as the entry writes it, in its order', () => {
    expect(hero().querySelector('h1')).toHaveTextContent(about.hero.title);
    expectInOrder(
      hero(),
      about.stats.flatMap((stat) => [stat.label, formatStat(stat.value, stat.suffix)]),
    );
  });

  it('sends each hero action to a page of the site or a section of this page', () => {
    for (const action of about.hero.actions) {
      expectLinkShown(hero(), action);
    }
  });

  it('tells the story in the entry’s paragraphs, then its milestones, in order', () => {
    expectInOrder(byId(about.story.id), [
      about.story.title,
      ...about.story.paragraphs,
      about.story.timelineTitle,
      ...about.timeline.flatMap((entry) => [entry.year, entry.title, entry.description]),
    ]);
  });

  it('lists the core values, the culture cards and the awards of the entry, in order', () => {
    expectInOrder(
      byId('values'),
      about.coreValues.flatMap((value) => [value.title, value.description]),
    );
    expectInOrder(
      byId('culture'),
      about.cultureCards.flatMap((card) => [card.title, card.description]),
    );
    const awards = byId('awards');
    expect(awards.querySelectorAll('li')).toHaveLength(about.awards.length);
    about.awards.forEach((award, index) =>
      expectInOrder(awards.querySelectorAll('li')[index]!, [award.year, award.title, award.issuer]),
    );
  });

  it('closes with the entry’s call to action, links that work and every claim', () => {
    const closing = byId(about.closing.id);
    expectInOrder(closing, [
      about.closing.title,
      about.closing.text,
      ...about.closing.claims.map((claim) => claim.label),
    ]);
    for (const link of [about.closing.primary, about.closing.secondary]) {
      expectLinkShown(closing, link);
    }
    // A symbol such as ∞ is read out by the words the entry gives for it.
    for (const claim of about.closing.claims.filter((claim) => claim.spokenValue))
      expect(closing.querySelector(`[aria-label="${claim.spokenValue}"]`)).toHaveTextContent(
        claim.value,
      );
  });
});

describe('/about-us introduces the team of src/content/team/', () => {
  const cards = () => [...byId(about.teamIntro.id).querySelectorAll('article')];

  it('shows one card per file, in the order of their positions', () => {
    expect(cards().map((card) => words(card.querySelector('h3')?.textContent))).toEqual(
      members.map((member) => member.data.name),
    );
  });

  it('gives each person the role, photo description and LinkedIn profile of their own file', () => {
    members.forEach(({ data }, index) => {
      const card = cards()[index]!;
      expect(card).toHaveTextContent(data.role);
      expect(card.querySelector('img')).toHaveAttribute('alt', data.photoAlt);
      expect(card.querySelector('a')).toHaveAttribute('href', data.linkedin);
    });
  });

  it('shows each person’s own photo: the picture is drawn from the file their entry names', () => {
    members.forEach(({ data }, index) => {
      // The served files keep the upload's name: team/jane/jane.jpg → jane.<hash>.avif
      const file = data.photo.src.replace(/\?.*$/, '');
      const picture = cards()[index]!.querySelector('img')!;
      expect(picture.getAttribute('src')).toContain(basename(file, extname(file)));
    });
  });
});
