// mulberry32: a tiny, fast, seeded 32-bit generator (public domain, Tommy Ettinger), the one
// bench/synthetic-rollouts.ts uses. Seeded resampling makes a bootstrap interval reproducible: the
// same runs and seed give the same interval on every machine and every page load.

/** Uniform numbers in [0, 1) from a 32-bit seed; the same seed gives the same sequence. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
