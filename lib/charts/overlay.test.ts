import { describe, expect, it } from "vitest";
import { prepareOverlay } from "./overlay";
import type { TPoint } from "./types";

const points = (pairs: [number, number | null][]): TPoint[] => pairs.map(([x, y]) => ({ x, y }));

describe("prepareOverlay", () => {
  it("puts aligned runs on shared rows keyed s0, s1 with distinct colours", () => {
    const overlay = prepareOverlay([
      {
        name: "run.a",
        points: points([
          [1, 0.1],
          [2, 0.2],
        ]),
      },
      {
        name: "run.b",
        points: points([
          [1, 0.3],
          [2, 0.4],
        ]),
      },
    ]);
    expect(overlay.series.map((s) => [s.key, s.name])).toEqual([
      ["s0", "run.a"],
      ["s1", "run.b"],
    ]);
    expect(overlay.series[0]?.color).not.toBe(overlay.series[1]?.color);
    expect(overlay.rows.map((r) => [r.x, r.value.s0, r.value.s1])).toEqual([
      [1, 0.1, 0.3],
      [2, 0.2, 0.4],
    ]);
    expect(overlay.domain).toEqual([1, 2]);
  });

  it("fills a row between two connected points of a sparser series, and flags it", () => {
    const overlay = prepareOverlay([
      {
        name: "every step",
        points: points([
          [0, 0],
          [1, 0],
          [2, 0],
          [3, 0],
          [4, 0],
        ]),
      },
      {
        name: "every other",
        points: points([
          [0, 0],
          [2, 1],
          [4, 3],
        ]),
      },
    ]);
    expect(overlay.rows.map((r) => r.value.s1)).toEqual([0, 0.5, 1, 2, 3]);
    expect(overlay.rows.map((r) => r.filled.s1)).toEqual([false, true, false, true, false]);
    expect(overlay.rows[1]?.band.s1).toEqual([0.5, 0.5]);
  });

  it("leaves nulls in a series' gap and beyond its extent", () => {
    const overlay = prepareOverlay([
      {
        name: "a",
        points: points([
          [1, 1],
          [2, 2],
          [4, 4],
          [5, 5],
          [6, 6],
        ]),
      },
      {
        name: "b",
        points: points([
          [1, 1],
          [2, 1],
          [3, 1],
          [4, 1],
          [5, 1],
          [6, 1],
          [7, 1],
        ]),
      },
    ]);
    const a = Object.fromEntries(overlay.rows.map((r) => [r.x, r.value.s0]));
    expect(a).toEqual({ 1: 1, 2: 2, 3: null, 4: 4, 5: 5, 6: 6, 7: null });
    expect(overlay.rows.every((r) => r.filled.s0 === false)).toBe(true);
  });

  it("draws the smoothed line and keeps the raw values behind it", () => {
    const overlay = prepareOverlay(
      [
        {
          name: "a",
          points: points([
            [0, 1],
            [1, 2],
            [2, 3],
          ]),
        },
      ],
      { smoothing: 0.5 },
    );
    expect(overlay.rows.map((r) => r.raw.s0)).toEqual([1, 2, 3]);
    const smoothed = overlay.rows.map((r) => r.value.s0 as number);
    expect(smoothed[0]).toBe(1);
    expect(smoothed[1]).toBeCloseTo(5 / 3, 12);
    expect(smoothed[2]).toBeCloseTo(17 / 7, 12);
  });

  it("uses the caller's range and colour", () => {
    const overlay = prepareOverlay(
      [
        {
          name: "a",
          color: "#000000",
          points: points([
            [0, 1],
            [5, 2],
            [9, 3],
          ]),
        },
      ],
      {
        range: [4, 9],
      },
    );
    expect(overlay.series[0]?.color).toBe("#000000");
    expect(overlay.rows.map((r) => r.x)).toEqual([5, 9]);
  });

  it("handles no points", () => {
    expect(prepareOverlay([{ name: "a", points: [] }]).rows).toEqual([]);
  });
});
