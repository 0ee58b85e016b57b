import { describe, expect, it } from "vitest";
import { RUN_SAMPLE } from "./count-budget";
import { scaleSample, type TStretch } from "./sample-estimate";

// The sample as lib/browse/server/run-sample.ts reads it, over a run given as its ids in order and
// whether each matches: the id range cut into equal stretches, a window in each placed by the golden ratio.
function readSample(ids: number[], matches: boolean[]): { stretches: TStretch[]; span: number } {
  const lo = ids[0]!;
  const span = ids.at(-1)! - lo + 1;
  const { stretches: k, idsPerStretch } = RUN_SAMPLE;
  const stretches: TStretch[] = [];
  let i = 0;
  for (let s = 0; s < k; s++) {
    const start = lo + Math.floor((span * s) / k);
    const next = lo + Math.floor((span * (s + 1)) / k);
    const golden = s * 0.6180339887498949;
    const first = start + Math.floor((golden - Math.floor(golden)) * Math.max(next - start - idsPerStretch, 0));
    const past = Math.min(next, first + idsPerStretch);
    let matched = 0;
    while (i < ids.length && ids[i]! < first) i++;
    for (; i < ids.length && ids[i]! < past; i++) if (matches[i]) matched++;
    stretches.push({ covered: past - first, matched });
  }
  return { stretches, span };
}

/** A deterministic generator (mulberry32), so the test sees the same runs every time. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A run of `size` trajectories written in batches of 1,000 beside another run's (a share of the
 * ids skipped), in groups of eight that share a question: a group is "hard" with probability
 * `hardGroups`, and its trajectories match with 0.7 (0.05 otherwise).
 */
function syntheticRun(seed: number, size: number, hardGroups: number) {
  const next = random(seed);
  const ids: number[] = [];
  const matches: boolean[] = [];
  let id = 1;
  let hard = false;
  for (let t = 0; t < size; t++) {
    if (t % 1000 === 0 && next() < 0.4) id += 1000; // another run's batch
    if (t % 8 === 0) hard = next() < hardGroups;
    ids.push(id++);
    matches.push(next() < (hard ? 0.7 : 0.05));
  }
  return { ids, matches, count: matches.filter(Boolean).length };
}

describe("scaleSample", () => {
  it("counts a run read to its end exactly", () => {
    const ids = Array.from({ length: 120 }, (_, i) => 10 + i * 3);
    const matches = ids.map((_, i) => i % 4 === 0);
    const { stretches, span } = readSample(ids, matches);
    expect(scaleSample(stretches, span)).toEqual({ count: 30, margin: 0 });
  });

  it("scales a run's matches, and its 95 % margin holds the true count about 95 % of the time", () => {
    const runs = 120;
    let held = 0;
    let relativeMargin = 0;
    for (let seed = 1; seed <= runs; seed++) {
      const run = syntheticRun(seed, 50_000 + seed * 250, 0.05 + (seed % 5) * 0.05);
      const { stretches, span } = readSample(run.ids, run.matches);
      const estimate = scaleSample(stretches, span);
      if (Math.abs(estimate.count - run.count) <= estimate.margin) held++;
      relativeMargin += estimate.margin / run.count / runs;
    }
    expect(held / runs).toBeGreaterThan(0.9);
    expect(held / runs).toBeLessThan(1);
    // Not held by being wide: about ±20 % of a filter matching a tenth of the run, read in ~3,500 rows.
    expect(relativeMargin).toBeLessThan(0.25);
  });

  it.each([320, 1_000, 5_000, 8_192])("holds a term that comes back every %i ids, as a topic cycle does", (period) => {
    // A run of 100,000 with its matches in a band of 2 % of each period: ids divisible into the
    // stretches' width must not meet the band at the same phase every time.
    const ids = Array.from({ length: 100_000 }, (_, i) => i + 1);
    const matches = ids.map((id) => id % period < period * 0.02);
    const { stretches, span } = readSample(ids, matches);
    const estimate = scaleSample(stretches, span);
    const count = matches.filter(Boolean).length;
    expect(Math.abs(estimate.count - count), `${estimate.count} ± ${estimate.margin}, ${count}`).toBeLessThanOrEqual(
      estimate.margin,
    );
  });

  it("gives a sample with no match the margin of three matches", () => {
    const stretches = [
      { covered: 400, matched: 0 },
      { covered: 600, matched: 0 },
    ];
    expect(scaleSample(stretches, 100_000)).toEqual({ count: 0, margin: 300 });
  });
});
