import { useEffect, useRef, type ElementType, type ReactNode } from 'react';
import { watchViewport } from '~/lib/watch-viewport';

export interface RevealProps {
  children: ReactNode;
  /** Seconds before the entrance starts (SPEC §9: 0.2 s or 0.6 s). */
  delay?: number;
  as?: ElementType;
  className?: string;
  id?: string;
}

/**
 * Fades and slides its content in once (0.8 s) when it scrolls into view.
 * The content is visible in the prerendered HTML; after hydration only an
 * element still below the fold is held back (it is off screen, so nothing a
 * visitor sees ever blinks), and reduced motion or a missing
 * IntersectionObserver leaves everything as it is.
 */
export function Reveal({ children, delay = 0, as: Tag = 'div', className, id }: RevealProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    const stop = watchViewport(element, { rootMargin: '0px 0px -10% 0px' }, ({ entry, first }) => {
      if (first) {
        // On screen, or scrolled past, when the page hydrated: leave it as it is.
        if (entry.boundingClientRect.top < window.innerHeight) return 'stop';
        element.dataset.reveal = 'pending';
        return;
      }
      if (!entry.isIntersecting) return;
      element.dataset.reveal = 'shown';
      return 'stop';
    });
    return () => {
      stop();
      if (element.dataset.reveal) element.dataset.reveal = 'shown';
    };
  }, []);

  return (
    <Tag
      ref={ref}
      id={id}
      className={className}
      style={delay ? { '--reveal-delay': `${delay}s` } : undefined}
    >
      {children}
    </Tag>
  );
}
