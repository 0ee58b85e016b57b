import { describe, expect, it } from "vitest";
import { pairByQuestion, pairedBootstrap } from "./bootstrap";

describe("pairByQuestion", () => {
  it("keeps shared questions in key order, one mean score per question", () => {
    const paired = pairByQuestion(
      [
        { key: "q2", value: 1 },
        { key: "q1", value: 0 },
        { key: "q1", value: 1 },
        { key: "q3", value: 1 },
      ],
      [
        { key: "q1", value: 1 },
        { key: "q2", value: 0 },
        { key: "q4", value: 0 },
      ],
    );
    expect(paired).toEqual({ keys: ["q1", "q2"], a: [0.5, 1], b: [1, 0], onlyA: 1, onlyB: 1 });
  });
});

describe("pairedBootstrap", () => {
  it("collapses to the difference when every question differs by the same amount", () => {
    const r = pairedBootstrap([1, 1, 0.5], [0.5, 0.5, 0]);
    expect([r.meanDiff, r.low, r.high, r.excludesZero]).toEqual([0.5, 0.5, 0.5, true]);
  });

  it("matches the hand-computed resampling distribution of two questions", () => {
    // Differences {0, 1}: resampled means are 0, 0.5, 1 with probabilities 1/4, 1/2, 1/4, so the
    // 2.5% and 97.5% percentiles of 1000 resamples are 0 and 1.
    const r = pairedBootstrap([0, 1], [0, 0]);
    expect([r.meanDiff, r.low, r.high, r.excludesZero]).toEqual([0.5, 0, 1, false]);
  });

  it("agrees with the normal approximation on a larger sample", () => {
    // 400 differences: 80 × −1, 200 × 0, 120 × +1 → mean 0.1, sd 0.7, se 0.035, 95% CI ≈ [0.031, 0.169].
    const a = [...Array(80).fill(0), ...Array(200).fill(0), ...Array(120).fill(1)];
    const b = [...Array(80).fill(1), ...Array(200).fill(0), ...Array(120).fill(0)];
    const r = pairedBootstrap(a, b, { seed: 7 });
    expect(r.meanDiff).toBeCloseTo(0.1, 12);
    expect(r.low).toBeGreaterThan(0.031 - 0.01);
    expect(r.low).toBeLessThan(0.031 + 0.01);
    expect(r.high).toBeGreaterThan(0.169 - 0.01);
    expect(r.high).toBeLessThan(0.169 + 0.01);
    expect(r.excludesZero).toBe(true);
  });

  it("is deterministic for a seed", () => {
    const a = Array.from({ length: 50 }, (_, i) => ((i * 7) % 3 === 0 ? 1 : 0));
    const b = Array.from({ length: 50 }, (_, i) => ((i * 5) % 4 === 0 ? 1 : 0));
    expect(pairedBootstrap(a, b, { seed: 3 })).toEqual(pairedBootstrap(a, b, { seed: 3 }));
    expect(pairedBootstrap(a, b, { seed: 3 }).low).not.toBe(pairedBootstrap(a, b, { seed: 4 }).low);
  });

  it("has no interval without shared questions and rejects unpaired input", () => {
    expect(pairedBootstrap([], [])).toMatchObject({ n: 0, meanDiff: null, low: null, high: null });
    expect(() => pairedBootstrap([1], [])).toThrow(RangeError);
  });
});
