import { describe, expect, it } from "vitest";
import { gapsBefore, seriesSpacing } from "./gaps";
import type { TPoint } from "./types";

const series = (xs: number[], y = 1): TPoint[] => xs.map((x) => ({ x, y }));

describe("seriesSpacing", () => {
  it.each([
    [[0, 1, 2, 3], 1],
    [[0, 10, 20, 40], 10], // diffs 10, 10, 20
    [[0, 1, 3], 1.5], // diffs 1, 2: even count, mean of the middle two
    [[1, 1, 2], 1], // a zero difference (duplicate step) is not a spacing
    [[5], null],
    [[], null],
  ])("%j → %s", (xs, spacing) => {
    expect(seriesSpacing(xs)).toBe(spacing);
  });
});

describe("gapsBefore", () => {
  it("breaks a per-step series at a missing step, at that step", () => {
    expect(gapsBefore(series([1, 2, 4, 5]))).toEqual([null, null, 3, null]);
  });

  it("breaks a periodic series at a missed period", () => {
    expect(gapsBefore(series([0, 10, 20, 40, 50]))).toEqual([null, null, null, 30, null]);
  });

  it("does not break at a shorter last interval (validation at the final step)", () => {
    expect(gapsBefore(series([0, 10, 20, 30, 35]))).toEqual([null, null, null, null, null]);
  });

  it("breaks at a logged-but-missing value, at its x", () => {
    const points = [
      { x: 1, y: 1 },
      { x: 2, y: null },
      { x: 3, y: Number.NaN },
      { x: 4, y: 2 },
    ];
    expect(gapsBefore(points)).toEqual([null, null, null, 2]);
  });

  it("has nothing to break before the first finite point", () => {
    expect(gapsBefore([{ x: 1, y: null }, ...series([2, 3])])).toEqual([null, null, null]);
  });

  it("takes an explicit spacing and factor", () => {
    expect(gapsBefore(series([0, 2, 4, 6]), { spacing: 1 })).toEqual([null, 1, 3, 5]);
    expect(gapsBefore(series([1, 2, 4]), { gapFactor: 3 })).toEqual([null, null, null]);
  });
});
