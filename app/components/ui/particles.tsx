export interface ParticlesProps {
  count: number;
  /** Different sections use different seeds so their particles do not line up. */
  seed: number;
  className?: string;
}

/**
 * Decorative floating dots. Positions come from a seeded generator, so the
 * prerendered HTML and the hydrated page agree; only `transform` and
 * `opacity` animate, and reduced motion stops them (see app.css).
 */
export function Particles({ count, seed, className = '' }: ParticlesProps) {
  const next = seededRandom(seed);
  const particles = Array.from({ length: count }, (_, index) => ({
    id: index,
    left: next() * 100,
    top: next() * 100,
    size: 2 + next() * 5,
    opacity: 0.25 + next() * 0.5,
    duration: 7 + next() * 8,
    delay: -next() * 10,
    dx: (next() - 0.5) * 40,
    dy: -(12 + next() * 36),
  }));

  return (
    <div
      aria-hidden="true"
      data-particles={count}
      className={`pointer-events-none absolute inset-0 overflow-hidden ${className}`}
    >
      {particles.map((p) => (
        <span
          key={p.id}
          data-particle=""
          className="absolute animate-particle rounded-full bg-white will-change-transform"
          style={{
            left: `${p.left.toFixed(2)}%`,
            top: `${p.top.toFixed(2)}%`,
            width: `${p.size.toFixed(1)}px`,
            height: `${p.size.toFixed(1)}px`,
            opacity: p.opacity.toFixed(2),
            animationDelay: `${p.delay.toFixed(2)}s`,
            ['--particle-duration' as string]: `${p.duration.toFixed(2)}s`,
            ['--particle-opacity' as string]: p.opacity.toFixed(2),
            ['--particle-dx' as string]: `${p.dx.toFixed(1)}px`,
            ['--particle-dy' as string]: `${p.dy.toFixed(1)}px`,
          }}
        />
      ))}
    </div>
  );
}

/** mulberry32: a tiny deterministic generator, returns numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
