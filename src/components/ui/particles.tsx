import { dataModule } from '~/lib/data-module';

export interface ParticlesProps {
  count: number;
  /** Different sections use different seeds so their particles do not line up. */
  seed: number;
  className?: string;
}

/**
 * The drifts of the four layers the particles are dealt into: each layer floats on its own
 * course and tempo, so neighbouring dots move apart like a field seen in depth. Animating four
 * layers rather than every dot keeps the browser's per-frame work to four elements.
 */
const layers = [
  { duration: 11, dx: 14, dy: -30, delay: 0 },
  { duration: 14, dx: -18, dy: -22, delay: -4 },
  { duration: 17, dx: 10, dy: -40, delay: -9 },
  { duration: 20, dx: -8, dy: -18, delay: -13 },
] as const;

/**
 * Decorative floating dots. Positions come from a seeded generator, so the
 * prerendered HTML is the same on every build; only `transform` and
 * `opacity` animate, they start once the enhancement script has run
 * (src/scripts/particles.ts), and reduced motion stops them (see app.css).
 */
export function Particles({ count, seed, className = '' }: ParticlesProps) {
  const next = seededRandom(seed);
  const particles = Array.from({ length: count }, (_, index) => ({
    id: index,
    left: next() * 100,
    top: next() * 100,
    size: 2 + next() * 5,
    opacity: 0.25 + next() * 0.5,
  }));

  return (
    <div
      aria-hidden="true"
      {...dataModule('particles')}
      data-particles={count}
      className={`pointer-events-none absolute inset-0 overflow-hidden ${className}`}
    >
      {layers.map((layer, layerIndex) => (
        <div
          key={layerIndex}
          className="absolute inset-0 animate-particle-drift will-change-transform"
          style={{
            animationDuration: `${layer.duration}s`,
            animationDelay: `${layer.delay}s`,
            ['--drift-x' as string]: `${layer.dx}px`,
            ['--drift-y' as string]: `${layer.dy}px`,
          }}
        >
          {particles
            .filter((p) => p.id % layers.length === layerIndex)
            .map((p) => (
              <span
                key={p.id}
                data-particle=""
                className="absolute rounded-full bg-white"
                style={{
                  left: `${p.left.toFixed(2)}%`,
                  top: `${p.top.toFixed(2)}%`,
                  width: `${p.size.toFixed(1)}px`,
                  height: `${p.size.toFixed(1)}px`,
                  opacity: p.opacity.toFixed(2),
                }}
              />
            ))}
        </div>
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
