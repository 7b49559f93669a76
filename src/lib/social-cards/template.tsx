import { readFileSync } from 'node:fs';
import type { ComponentType, CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SocialCardText } from './card';

/**
 * The social card's layout, as satori reads it: the subset of HTML and CSS that satori lays out
 * (flexbox only, every box with more than one child says `display: flex`). Not a component a
 * page renders; src/lib/social-cards/render.tsx draws it into an image at build time.
 */
export const cardSize = { width: 1200, height: 630 } as const;

/** The family the card's fonts are registered under (render.tsx loads the files). */
export const cardFontFamily = 'Plus Jakarta Sans';

/** Read from the file, not imported: Vitest hands a stylesheet to a test as an empty string. */
const colour = themeColours(readFileSync('src/styles/app.css', 'utf8'));

/** The site's logo mark, drawn at a given size (the header's `LogoMark`, handed in by the caller). */
export type CardLogo = ComponentType<{ size: number }>;

export function SocialCardLayout({ text, logo }: { text: SocialCardText; logo: CardLogo }) {
  const headingSize = headingFontSize(text);
  return (
    <div
      style={{
        ...cardSize,
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        boxSizing: 'border-box',
        padding: '60px 80px 72px',
        backgroundColor: colour('ink-950'),
        color: '#ffffff',
        fontFamily: cardFontFamily,
      }}
    >
      <Glow top={-330} right={-230} size={900} rgb={colour('brand-500')} alpha={0.5} />
      <Glow top={330} right={40} size={640} rgb={colour('accent-600')} alpha={0.32} />
      <Glow top={-240} right={820} size={520} rgb={colour('glow-400')} alpha={0.1} />

      <div style={{ display: 'flex', alignItems: 'center' }}>
        <img src={logoDataUri(logo, 60)} width={60} height={60} alt="" />
        <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 18 }}>
          <div style={{ fontSize: 28, fontWeight: 700, letterSpacing: -0.4, lineHeight: 1 }}>
            {text.brand.name}
          </div>
          <div
            style={{
              marginTop: 8,
              fontSize: 13,
              fontWeight: 700,
              letterSpacing: 3,
              lineHeight: 1,
              color: colour('brand-200'),
            }}
          >
            {text.brand.tagline}
          </div>
        </div>
      </div>

      {/*
        Takes the height between the brand and the address. It does not clip: each text in it is
        clamped to its lines, which keeps it inside (render.test.ts draws the longest), and a clip
        here made the rasteriser paint every text through a mask the size of the card, 65% of a
        card's drawing time, and cut the descenders off the heading's first line.
      */}
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          flexGrow: 1,
          flexShrink: 1,
          minHeight: 0,
        }}
      >
        <div style={{ display: 'flex' }}>
          <div
            style={{
              padding: '9px 18px',
              borderRadius: 999,
              border: '1px solid rgba(255,255,255,0.16)',
              backgroundColor: 'rgba(255,255,255,0.08)',
              fontSize: 16,
              fontWeight: 700,
              letterSpacing: 2.6,
              textTransform: 'uppercase',
              color: colour('brand-100'),
              ...oneLine,
            }}
          >
            {text.label}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            marginTop: 26,
            fontSize: headingSize,
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: -0.025 * headingSize,
          }}
        >
          <div style={clampLines(2)}>{text.title}</div>
          {text.highlight && (
            <div
              style={{
                ...clampLines(2),
                paddingBottom: 4,
                backgroundImage: `linear-gradient(90deg, ${colour('brand-300')}, ${colour('accent-300')} 55%, ${colour('glow-300')})`,
                backgroundClip: 'text',
                color: 'transparent',
              }}
            >
              {text.highlight}
            </div>
          )}
        </div>
        <div
          style={{
            ...clampLines(2),
            marginTop: 22,
            fontSize: 24,
            fontWeight: 500,
            lineHeight: 1.45,
            color: 'rgba(224,231,255,0.8)',
          }}
        >
          {text.line}
        </div>
      </div>

      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          fontSize: 22,
          fontWeight: 700,
          color: colour('brand-200'),
        }}
      >
        <div
          style={{
            width: 10,
            height: 10,
            marginRight: 14,
            borderRadius: 999,
            backgroundColor: colour('glow-300'),
          }}
        />
        <div style={oneLine}>{text.address}</div>
      </div>

      <div
        style={{
          position: 'absolute',
          left: 0,
          bottom: 0,
          width: cardSize.width,
          height: 10,
          backgroundImage: `linear-gradient(90deg, ${colour('brand-500')}, ${colour('accent-500')} 60%, ${colour('glow-400')})`,
        }}
      />
    </div>
  );
}

/**
 * The heading's size, by the length of its longer line: short service names set large, a long
 * second line smaller, so the site's headings take one line each, and a heading longer than any
 * it has today wraps to its two lines each and still leaves room around it.
 */
export function headingFontSize({
  title,
  highlight = '',
}: Pick<SocialCardText, 'title' | 'highlight'>) {
  const longest = Math.max(title.length, highlight.length);
  if (longest <= 20) return 80;
  if (longest <= 28) return 68;
  if (longest <= 40) return 54;
  return 48;
}

const oneLine: CSSProperties = {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};

/**
 * At most `lines` lines, the last one ending in an ellipsis if the text goes on; a word too long
 * for a line breaks rather than run off the card. satori drops the lines past the clamp as it
 * lays them out, so nothing needs clipping (unlike `oneLine`, whose text runs on to the right).
 */
function clampLines(lines: number): CSSProperties {
  return {
    display: 'block',
    lineClamp: lines,
    overflowWrap: 'break-word',
    textOverflow: 'ellipsis',
  };
}

/** A soft disc of light, the hero's radial glow. */
function Glow({
  top,
  right,
  size,
  rgb,
  alpha,
}: {
  top: number;
  right: number;
  size: number;
  rgb: string;
  alpha: number;
}) {
  return (
    <div
      style={{
        position: 'absolute',
        top,
        right,
        width: size,
        height: size,
        backgroundImage: `radial-gradient(circle closest-side, ${withAlpha(rgb, alpha)}, ${withAlpha(rgb, 0)})`,
      }}
    />
  );
}

/** The header's logo mark, drawn by the same component, as an SVG image satori can place. */
function logoDataUri(Logo: CardLogo, size: number): string {
  const markup = renderToStaticMarkup(<Logo size={size} />).replace(
    '<svg ',
    '<svg xmlns="http://www.w3.org/2000/svg" ',
  );
  return `data:image/svg+xml;base64,${Buffer.from(markup).toString('base64')}`;
}

/**
 * The site's colours, read from the Tailwind theme in src/styles/app.css (`--color-<name>: #hex`),
 * so the card follows any change to the palette.
 */
function themeColours(css: string): (name: string) => string {
  const colours = new Map(
    [...css.matchAll(/--color-([\w-]+):\s*(#[\da-f]{6})\s*;/gi)].map(([, name, hex]) => [
      name,
      hex,
    ]),
  );
  return (name) => {
    const hex = colours.get(name);
    if (!hex) throw new Error(`No --color-${name} in src/styles/app.css`);
    return hex;
  };
}

/** '#6366f1', 0.5 → 'rgba(99,102,241,0.5)'. */
function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r},${g},${b},${alpha})`;
}
