import { describe, expect, it } from "vitest";
import { describeSeries } from "@/lib/rewards";
import { describeFlips, edgeDigits, flipsListHref, histogramBars, summaryRows } from "./chart-data";

describe("histogramBars", () => {
  it("labels each bin half-open, the last closed, with enough decimals to tell edges apart", () => {
    const bars = histogramBars({
      edges: [-0.001, 0.5, 1],
      a: [1, 2],
      b: [3, 0],
      missing: { a: 0, b: 0 },
      outside: { a: 0, b: 0 },
    });
    expect(bars).toEqual([
      { label: "[0.00, 0.50)", from: -0.001, to: 0.5, logged: 1, recomputed: 3 },
      { label: "[0.50, 1.00]", from: 0.5, to: 1, logged: 2, recomputed: 0 },
    ]);
    expect(edgeDigits([0, 0.001, 0.002])).toBe(4);
    expect(edgeDigits([0, 10])).toBe(2);
  });
});

describe("summaryRows and describeFlips", () => {
  it("pairs the statistics and says the flips in words", () => {
    const rows = summaryRows(describeSeries([1, 2]), describeSeries([null, 4]));
    expect(rows[0]).toEqual({ statistic: "mean", logged: 1.5, recomputed: 4 });
    expect(rows.at(-1)).toEqual({ statistic: "missing", logged: 0, recomputed: 1 });
    expect(describeFlips({ flips: 1, groupsWithFlips: 1, groups: 1200 })).toBe("1 flipped pair in 1 of 1,200 groups");
  });
});

describe("flipsListHref", () => {
  it("links to the run's list filtered to the flipped ids", () => {
    expect(flipsListHref("my run", ["4", "30"])).toBe("/runs/my%20run?ids=4%2C30");
  });
});
