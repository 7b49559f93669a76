// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortfolioItem } from '~/content/types';
import type { ImageAsset } from '~/lib/image-asset';
import { PortfolioTeaser } from './portfolio-teaser';

const image: ImageAsset = {
  sources: [],
  src: '/assets/card.jpg',
  srcSet: '/assets/card.jpg 800w',
  width: 800,
  height: 500,
  alt: 'A client website',
};

const item = (title: string, link: string, caseStudy?: string): PortfolioItem => ({
  title,
  link,
  description: `What we built for ${title}.`,
  image,
  caseStudy,
});

function renderTeaser(items: PortfolioItem[]) {
  render(
    <PortfolioTeaser
      items={items}
      linkLabel="Visit website"
      caseStudyLabel="Read the case study"
    />,
  );
  return screen.getAllByRole('article');
}

describe('a home page teaser card', () => {
  it('with a case study opens it as a whole, and keeps a link of its own to the live site', () => {
    const [card] = renderTeaser([item('Acme', 'https://acme.example', '/portfolio/acme')]);
    const links = within(card!).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/portfolio/acme',
      'https://acme.example',
    ]);
    expect(links[0]).not.toHaveAttribute('target');
    expect(links[1]).toHaveAttribute('target', '_blank');
    expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveAccessibleName('Acme');
    expect(links[1]).toHaveAccessibleName('Visit website (Acme, opens in a new tab)');
    // The live site's link sits above the card's own, so a click on it is not the case study's.
    expect(links[1]).toHaveClass('relative', 'z-10');
  });

  it('without one opens the live site, in a new tab, as a whole', () => {
    const [card] = renderTeaser([item('Other', 'https://other.example')]);
    const links = within(card!).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://other.example']);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAccessibleName('Other (opens in a new tab)');
  });
});
