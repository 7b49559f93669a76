import type { Locator } from './fixtures';

/** A link of a /portfolio project card as the page gives it. */
export interface CardLink {
  /** Its words, the screen reader's part included: its aria-label, else its text. */
  name: string;
  href: string | null;
  target: string | null;
  rel: string | null;
}

/** A /portfolio project card as the page shows it, read from its markup. */
export interface ProjectCard {
  alt: string | null;
  /** The card's "Category: …" line. */
  category: string | undefined;
  /** Its tag chips, '+N More' included. */
  tags: string[];
  links: CardLink[];
}

/**
 * Every card's markup in one pass through the page, not an assertion per card: with 36 projects
 * the per-card assertions took more than the test's 30 s. The checks that need a browser's own
 * reading (a picture laid out and shown, an accessible name) are made on a few cards, so a test's
 * time does not grow with the agency's portfolio.
 */
export function readProjectCards(cards: Locator): Promise<ProjectCard[]> {
  return cards.evaluateAll((articles) => {
    const words = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return articles.map((card) => ({
      alt: card.querySelector('img')?.getAttribute('alt') ?? null,
      category: [...card.querySelectorAll('p')]
        .map(words)
        .find((text) => text.startsWith('Category:')),
      tags: [...card.querySelectorAll('ul li')].map(words),
      links: [...card.querySelectorAll('a')].map((link) => ({
        name: link.getAttribute('aria-label') ?? words(link),
        href: link.getAttribute('href'),
        target: link.getAttribute('target'),
        rel: link.getAttribute('rel'),
      })),
    }));
  });
}

/**
 * The positions of a few cards that stand for all: the first, the last, and the first of `also`;
 * none when the portfolio is empty.
 */
export function sampleCards(count: number, also: (index: number) => boolean): number[] {
  const firstAlso = Array.from({ length: count }, (_, index) => index).find(also);
  return [...new Set([0, count - 1, ...(firstAlso === undefined ? [] : [firstAlso])])].filter(
    (index) => index >= 0 && index < count,
  );
}
