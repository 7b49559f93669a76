// Lighthouse's mobile preset slows the CPU 4x. That figure assumes a host
// whose Lighthouse benchmark index is about 1500 (a fast desktop), so that 4x
// slower lands on a mid-range phone. On a slower host the same 4x emulates a
// much slower phone. Lighthouse's throttling guide therefore tells slower hosts
// to lower the multiplier, and its CPU-throttling calculator maps a benchmark
// index to the multiplier that emulates the same phone. PageSpeed Insights'
// own config (lighthouse/core/config/lr-mobile-config.js) uses 1.2x for this
// reason.
//
// The calculator is piecewise linear through these points:
// index 150 → 1x, 800 → 2x, 1300 → 3x, then +1x for every further 233.

const anchors = [
  { index: 150, multiplier: 1 },
  { index: 800, multiplier: 2 },
  { index: 1300, multiplier: 3 },
];
const indexPerStepAbove = 233;

/**
 * The CPU slowdown multiplier that emulates Lighthouse's target phone on a
 * host with this benchmark index, rounded to two decimals. Never below 1:
 * a host slower than the phone cannot be slowed further.
 */
export function calibratedCpuMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new RangeError(`benchmark index must be a positive number, got ${benchmarkIndex}`);
  }
  const top = anchors.at(-1);
  let multiplier;
  if (benchmarkIndex >= top.index) {
    multiplier = top.multiplier + (benchmarkIndex - top.index) / indexPerStepAbove;
  } else {
    const upper = anchors.findIndex((anchor) => benchmarkIndex < anchor.index);
    const high = anchors[Math.max(upper, 1)];
    const low = anchors[Math.max(upper, 1) - 1];
    const share = (benchmarkIndex - low.index) / (high.index - low.index);
    multiplier = low.multiplier + share * (high.multiplier - low.multiplier);
  }
  return Math.round(Math.max(1, multiplier) * 100) / 100;
}
