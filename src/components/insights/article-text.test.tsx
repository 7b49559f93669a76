// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ImageAsset } from '~/lib/image-asset';
import { parseArticleBody } from '~/lib/article-markdown';
import { ArticleText } from './article-text';

/** A picture as src/lib/images.ts encodes it, described as the first place it stands. */
const chart = (alt: string): ImageAsset => ({
  sources: [{ type: 'image/avif', srcSet: '/assets/chart.h_720.avif 720w' }],
  src: '/assets/chart.h_720.jpg',
  srcSet: '/assets/chart.h_720.jpg 720w',
  width: 720,
  height: 480,
  alt,
});

/** The article's text as a visitor's browser reads it. */
function rendered(body: string, pictures: Record<string, ImageAsset> = {}): HTMLElement {
  const host = document.createElement('div');
  const { root } = parseArticleBody(body, 'a.md', 'speed');
  host.innerHTML = renderToStaticMarkup(<ArticleText text={root} pictures={pictures} />);
  return host;
}

describe('an article’s text', () => {
  it('describes one picture standing twice as the text describes it each time', () => {
    const body =
      '![Load times before the change](./speed/chart.png)\n\nThen we moved the site.\n\n![Load times after the change](./speed/chart.png)\n';
    const host = rendered(body, {
      './speed/chart.png': chart('Load times after the change'),
    });
    expect([...host.querySelectorAll('img')].map((image) => image.alt)).toEqual([
      'Load times before the change',
      'Load times after the change',
    ]);
  });

  it('starts a numbered list at the number written first', () => {
    const host = rendered(
      '2015. That was the year we opened.\n\nOur steps:\n\n1. First\n2. Second\n',
    );
    const [year, counted] = [...host.querySelectorAll('ol')];
    expect(year!.getAttribute('start')).toBe('2015');
    expect(year!.textContent).toBe('That was the year we opened.');
    expect(counted!.hasAttribute('start')).toBe(false);
  });
});
