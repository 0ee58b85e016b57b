import { describe, expect, it } from "vitest";
import { describeSeries, pairwiseSum, percentile } from "./describe-series";

// Expected values: numpy 2.4 mean, std (ddof 0), percentile 25/50/75 (method "linear").
describe("describeSeries", () => {
  it.each([
    {
      values: [0.1, 0.4, 0.35, 0.8, 1.0, 0.0, 0.55, 0.9, 0.2],
      expected: { mean: 0.47777777777777775, std: 0.33838760739646806, p25: 0.2, median: 0.4, p75: 0.8 },
    },
    {
      values: [0.15, 0.45, 1.2, -0.3, 0.5, 0.5, 0.7],
      expected: { mean: 0.4571428571428572, std: 0.42797577654129254, p25: 0.3, median: 0.5, p75: 0.6 },
    },
    { values: [5], expected: { mean: 5, std: 0, p25: 5, median: 5, p75: 5 } },
    { values: [1, 2, 3, 4], expected: { mean: 2.5, std: 1.118033988749895, p25: 1.75, median: 2.5, p75: 3.25 } },
    {
      // numpy interpolates from the upper neighbour when t ≥ 0.5: 0.7 − 0.1·0.5 = 0.6499999999999999
      values: [0.1, 0.7, 0.2, 0.9, 0.35, 0.6, 0.15],
      expected: {
        mean: 0.42857142857142855,
        std: 0.28517806825253045,
        p25: 0.175,
        median: 0.35,
        p75: 0.6499999999999999,
      },
    },
  ])("$values", ({ values, expected }) => {
    expect(describeSeries(values)).toMatchObject(expected);
  });

  it("gives the quartiles a sort gives, -0 before 0 as a sort puts it, on grids with many ties", () => {
    let state = 7;
    const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const grids = [
      (x: number) => Math.round(x * 4) / 4 - 0.5,
      (x: number) => (x < 0.3 ? -0 : x < 0.6 ? 0 : x),
      (x: number) => x,
    ];
    for (const grid of grids) {
      for (const n of [1, 2, 3, 5, 8, 13, 100, 1001]) {
        const values = Array.from({ length: n }, () => grid(next()));
        const sorted = Float64Array.from(values).sort();
        const summary = describeSeries(values);
        expect(summary.min, `n=${n}`).toBe(sorted[0]);
        expect(summary.max, `n=${n}`).toBe(sorted[n - 1]);
        expect([summary.p25, summary.median, summary.p75], `n=${n}`).toEqual(
          [0.25, 0.5, 0.75].map((q) => percentile(sorted, q)),
        );
      }
    }
  });

  it("counts missing values and has no statistics without data", () => {
    expect(describeSeries([1, null, Number.NaN, 3])).toMatchObject({ count: 2, missing: 2, min: 1, max: 3, mean: 2 });
    expect(describeSeries([null])).toEqual({
      count: 0,
      missing: 1,
      mean: null,
      std: null,
      min: null,
      p25: null,
      median: null,
      p75: null,
      max: null,
    });
  });
});

describe("pairwiseSum and percentile", () => {
  it("sums like numpy beyond 8 and 128 values", () => {
    const tenths = Array.from({ length: 10 }, () => 0.1);
    expect(pairwiseSum(tenths)).toBe(1); // a running sum gives 0.9999999999999999
    // Σ 1/(i+1), i < 300: numpy 6.282663880299504, a running sum 6.282663880299502.
    const harmonic = Array.from({ length: 300 }, (_, i) => 1 / (i + 1));
    expect(pairwiseSum(harmonic)).toBe(6.282663880299504);
    // A slice, as the what-if sums the first n of a longer buffer: numpy.sum(h[5:205]) and h[7:300]
    // (a running sum of the first gives 3.61932935215491).
    expect(pairwiseSum(harmonic, 5, 200)).toBe(3.619329352154911);
    expect(pairwiseSum(Float64Array.from(harmonic), 7, 293)).toBe(3.689806737442361);
  });

  it("interpolates linearly between order statistics", () => {
    expect(percentile([1, 2, 3, 4], 0.1)).toBeCloseTo(1.3, 15);
    expect(percentile([10], 0.9)).toBe(10);
  });
});
