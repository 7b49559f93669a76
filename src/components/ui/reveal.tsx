import type { CSSProperties, ElementType, ReactNode } from 'react';
import { dataModule } from '~/lib/data-module';

export interface RevealProps {
  children: ReactNode;
  /** Seconds before the entrance starts: the pages use 0.2 s, and 0.6 s for what follows, so a section arrives in two beats. */
  delay?: number;
  as?: ElementType;
  className?: string;
  id?: string;
}

/**
 * Marks content that fades and slides in once (0.8 s) when it scrolls into view. The
 * content is visible in the HTML; the enhancement module (src/scripts/reveal.ts) holds back
 * only what is still below the fold when it runs, so nothing a visitor sees ever blinks,
 * and reduced motion leaves everything as it is.
 */
export function Reveal({ children, delay = 0, as: Tag = 'div', className, id }: RevealProps) {
  const style = delay ? ({ '--reveal-delay': `${delay}s` } as CSSProperties) : undefined;
  return (
    <Tag id={id} {...dataModule('reveal')} data-reveal="" className={className} style={style}>
      {children}
    </Tag>
  );
}
