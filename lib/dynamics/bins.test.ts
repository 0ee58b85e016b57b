import { describe, expect, it } from "vitest";
import { autoBinWidth, binSteps, meanConfidence, MIN_POINTS, tQuantile975 } from "./bins";

// The trajectories behind three steps, to pool by hand: step 1 {0, 1, 1}, step 2 {1}, step 3 {0, 0, 1, 1}.
const VALUES: Record<number, number[]> = { 1: [0, 1, 1], 2: [1], 3: [0, 0, 1, 1] };
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const varPop = (xs: number[]) => mean(xs.map((x) => (x - mean(xs)) ** 2));
const stepOf = (step: number) => ({
  step,
  count: VALUES[step]!.length,
  mean: mean(VALUES[step]!),
  variance: varPop(VALUES[step]!),
});

describe("binSteps", () => {
  it("pools the bin's trajectories exactly: mean and population variance of all of them", () => {
    const [bin] = binSteps([stepOf(1), stepOf(2), stepOf(3)], 3, 1);
    const all = [...VALUES[1]!, ...VALUES[2]!, ...VALUES[3]!];
    expect(bin).toMatchObject({ from: 1, to: 3, first: 1, last: 3, count: 8 });
    expect(bin!.mean).toBeCloseTo(mean(all), 12);
    expect(bin!.variance).toBeCloseTo(varPop(all), 12);
  });

  it("aligns bins on the origin, leaves empty bins out (a gap) and keeps the spread's extremes", () => {
    const steps = [
      { step: 10, count: 2, mean: 1, variance: 0, low: 1, high: 1 },
      { step: 11, count: 2, mean: 3, variance: 1, low: 2, high: 4 },
      { step: 17, count: 1, mean: 5, variance: 0, low: 5, high: 5 },
    ];
    const bins = binSteps(steps, 2, 10);
    expect(bins.map((b) => [b.from, b.to, b.count, b.mean, b.low, b.high])).toEqual([
      [10, 11, 4, 2, 1, 4],
      [16, 17, 1, 5, 5, 5],
    ]);
    // Steps 10 and 11: values {1, 1, 2, 4} (means 1 and 3, variances 0 and 1) → variance 1.5.
    expect(bins[0]!.variance).toBeCloseTo(varPop([1, 1, 2, 4]), 12);
  });

  it("has an unknown variance when a step's is, and no mean without values", () => {
    const bins = binSteps(
      [
        { step: 0, count: 3, mean: 1, variance: null },
        { step: 1, count: 0, mean: null, variance: null },
        { step: 4, count: 0, mean: null, variance: null },
      ],
      2,
      0,
    );
    expect(bins.map((b) => [b.count, b.mean, b.variance])).toEqual([
      [3, 1, null],
      [0, null, null],
    ]);
  });
});

describe("autoBinWidth", () => {
  it.each([
    // 3 trajectories per step over 300 steps: 10 steps for 30 trajectories.
    [Array(300).fill(3), 299, 10],
    // 4 per step over 60 steps wants 8, but at least MIN_POINTS points: 6.
    [Array(60).fill(4), 59, 6],
    // full steps (512 trajectories) are not binned.
    [Array(100).fill(512), 99, 1],
    [[], 10, 1],
  ])("%#: width %i", (counts, span, width) => {
    expect(autoBinWidth(counts as number[], span as number)).toBe(width);
  });

  it("never leaves fewer than MIN_POINTS points", () => {
    expect(Math.ceil(60 / autoBinWidth(Array(60).fill(1), 59))).toBeGreaterThanOrEqual(MIN_POINTS);
  });
});

describe("meanConfidence", () => {
  it("is Wilson's interval for right/wrong values (scipy: proportion_confint(6, 10, method='wilson'))", () => {
    const [lo, hi] = meanConfidence(10, 0.6, 0.24, true)!;
    expect(lo).toBeCloseTo(0.3126738, 6);
    expect(hi).toBeCloseTo(0.8318197, 6);
  });

  it("is Student's t interval for other values (scipy.stats.t.interval(0.95, 3, 2.5, sem([1, 2, 3, 4])))", () => {
    const values = [1, 2, 3, 4];
    const [lo, hi] = meanConfidence(4, mean(values), varPop(values), false)!;
    expect(lo).toBeCloseTo(0.4457397, 3);
    expect(hi).toBeCloseTo(4.5542603, 3);
  });

  it("is unknown for one value or no variance, and t grows for few values", () => {
    expect(meanConfidence(1, 2, 0, false)).toBeNull();
    expect(meanConfidence(5, 2, null, false)).toBeNull();
    expect(meanConfidence(0, null, null, true)).toBeNull();
    expect(tQuantile975(1)).toBe(12.706);
    expect(tQuantile975(1000)).toBe(1.96);
  });
});
