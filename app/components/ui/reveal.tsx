import { useEffect, useRef, type ElementType, type ReactNode } from 'react';

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
 * element still below the fold is held back, so nothing a visitor already
 * sees ever blinks, and reduced motion or a missing IntersectionObserver
 * leaves everything as it is.
 */
export function Reveal({ children, delay = 0, as: Tag = 'div', className, id }: RevealProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;

    element.dataset.reveal = 'pending';
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          element.dataset.reveal = 'shown';
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      element.dataset.reveal = 'shown';
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
