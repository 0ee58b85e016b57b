import { describe, expect, it } from "vitest";
import { smoothSeries, smoothValues } from "./smooth";

describe("smoothValues (TensorBoard's debiased EMA)", () => {
  it("matches the hand computation for w = 0.5", () => {
    // last: 0.5 → 1.25 → 2.125; debias: 1 − 0.5^k = 0.5, 0.75, 0.875
    const [a, b, c] = smoothValues([1, 2, 3], 0.5);
    expect(a).toBe(1);
    expect(b).toBeCloseTo(5 / 3, 15);
    expect(c).toBeCloseTo(17 / 7, 15);
  });

  it("is the identity for w = 0", () => {
    expect(smoothValues([3, -1, 4, 1.5], 0)).toEqual([3, -1, 4, 1.5]);
  });

  it("passes non-finite values through and counts finite points only", () => {
    // After 1: last 0.5, k 1. Then 3: last 0.25 + 1.5 = 1.75, k 2 → 1.75 / 0.75.
    const out = smoothValues([1, null, Number.NaN, Number.POSITIVE_INFINITY, 3], 0.5);
    expect(out.slice(0, 4)).toEqual([1, null, Number.NaN, Number.POSITIVE_INFINITY]);
    expect(out[4]).toBeCloseTo(7 / 3, 15);
  });

  it("leaves a constant series exactly as is", () => {
    expect(smoothValues([0.1, 0.1, 0.1, 0.1], 0.99)).toEqual([0.1, 0.1, 0.1, 0.1]);
    expect(smoothValues([], 0.6)).toEqual([]);
  });

  it("starts at the first value however heavy the weight (the debiasing)", () => {
    expect(smoothValues([10, 0], 0.999)[0]).toBeCloseTo(10, 12);
  });

  it.each([1, -0.1, Number.NaN, 1.5])("rejects the weight %s", (weight) => {
    expect(() => smoothValues([1, 2], weight)).toThrow(RangeError);
  });

  it("keeps x when smoothing points", () => {
    expect(
      smoothSeries(
        [
          { x: 10, y: 1 },
          { x: 20, y: null },
          { x: 30, y: 2 },
        ],
        0,
      ),
    ).toEqual([
      { x: 10, y: 1 },
      { x: 20, y: null },
      { x: 30, y: 2 },
    ]);
  });
});
