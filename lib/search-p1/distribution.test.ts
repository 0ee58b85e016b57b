import { describe, expect, it } from "vitest";
import { binOf, histogramBars, samplingNote, scatterPoints, scatterStride } from "./distribution";

describe("binOf", () => {
  it.each([
    [0, 0],
    [0.05, 0],
    [0.1, 1],
    [0.35, 3],
    [0.99, 9],
    [1, 9], // 1 is in the last bin, not an eleventh
    [-0.2, 0], // outside 0–1: the end bins
    [1.4, 9],
  ])("puts %s in bin %s", (value, bin) => expect(binOf(value)).toBe(bin));
});

describe("histogramBars", () => {
  it("lists every bin in order with a 0 where nobody fell, labelled by its range", () => {
    const bars = histogramBars([
      { bin: 9, count: 4 },
      { bin: 2, count: 1 },
    ]);
    expect(bars).toHaveLength(10);
    expect(bars.map((b) => b.count)).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 0, 4]);
    expect(bars[2]).toMatchObject({ from: 0.2, to: 0.3, label: "0.2–0.3" });
    expect(bars[9]!.label).toBe("0.9–1.0");
  });
});

describe("scatter sampling", () => {
  it("keeps everything up to the cap, then every k-th with k = ⌈total / cap⌉", () => {
    expect(scatterStride(0)).toBe(1);
    expect(scatterStride(2_000)).toBe(1);
    expect(scatterStride(2_001)).toBe(2);
    expect(scatterStride(1_000_000)).toBe(500);
    expect(scatterStride(10, 3)).toBe(4);
  });

  it("says what is shown", () => {
    expect(samplingNote(12, 12, 1)).toBe("All 12 trajectories with both track scores are shown.");
    expect(samplingNote(4_001, 2_001, 3)).toBe(
      "2,001 of 4,001 trajectories shown: one in every 3 in ingest order (at most 2,000 points are drawn).",
    );
  });

  it("makes points with their trajectory ids, leaving out rows without both scores", () => {
    expect(
      scatterPoints([
        { id: "7", s_self: 0.5, s_ref: 0.25 },
        { id: "8", s_self: null, s_ref: 0.1 },
      ]),
    ).toEqual([{ trajectoryId: "7", self: 0.5, reference: 0.25 }]);
  });
});
