import { describe, expect, it } from "vitest";
import { bucketSeries, type TBucketRow } from "./bucket";
import type { TPoint } from "./types";

const series = (ys: (number | null)[], x0 = 0): TPoint[] => ys.map((y, i) => ({ x: x0 + i, y }));
const finiteRows = (rows: TBucketRow[]) => rows.filter((row) => row.y !== null);

/** A deterministic wiggly series (no PRNG needed). */
const wiggle = (n: number) => series(Array.from({ length: n }, (_, i) => Math.sin(i * 1.7) * 10 + (i % 13)));

describe("bucketSeries without bucketing (few points)", () => {
  it("returns every point with a zero-width band and its input index", () => {
    expect(bucketSeries(series([3, 1]))).toEqual([
      { x: 0, y: 3, band: [3, 3], count: 1, source: 0 },
      { x: 1, y: 1, band: [1, 1], count: 1, source: 1 },
    ]);
  });

  it("sorts unsorted input and keeps input indices", () => {
    const rows = bucketSeries([
      { x: 2, y: 20 },
      { x: 1, y: 10 },
    ]);
    expect(rows.map((r) => [r.x, r.source])).toEqual([
      [1, 1],
      [2, 0],
    ]);
  });

  it("breaks the line at a missing step with a null row, never a 0", () => {
    // Differences 1, 1, 2, 1: the series' spacing is 1, so 3 → 5 skips step 4.
    const rows = bucketSeries([1, 2, 3, 5, 6].map((x) => ({ x, y: x })));
    expect(rows.map((r) => [r.x, r.y])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, null],
      [5, 5],
      [6, 6],
    ]);
  });

  it("keeps a logged missing value as one null row", () => {
    const rows = bucketSeries(series([1, null, Number.NaN, 4]));
    expect(rows.map((r) => [r.x, r.y])).toEqual([
      [0, 1],
      [1, null],
      [3, 4],
    ]);
  });

  it("re-buckets a zoomed range from the points inside it", () => {
    const rows = bucketSeries(wiggle(5000), { range: [100, 104], buckets: 1000 });
    expect(rows.map((r) => r.x)).toEqual([100, 101, 102, 103, 104]);
  });
});

describe("bucketSeries with bucketing", () => {
  it("keeps the first point, then per bucket the last value and the min–max band", () => {
    // 10 points into 5 buckets over [0, 9]: index = floor(x / 9 · 5) → {0,1} {2,3} {4,5} {6,7} {8,9}
    const rows = bucketSeries(series([5, 1, 7, 3, 9, 2, 8, 4, 6, 0]), { buckets: 5 });
    expect(rows).toEqual([
      { x: 0, y: 5, band: [5, 5], count: 1, source: 0 },
      { x: 1, y: 1, band: [1, 5], count: 2, source: 1 },
      { x: 3, y: 3, band: [3, 7], count: 2, source: 3 },
      { x: 5, y: 2, band: [2, 9], count: 2, source: 5 },
      { x: 7, y: 4, band: [4, 8], count: 2, source: 7 },
      { x: 9, y: 0, band: [0, 6], count: 2, source: 9 },
    ]);
  });

  it("never drops a point from the envelope and keeps first and last", () => {
    const points = wiggle(20_000);
    points[12_345] = { x: 12_345, y: 1e6 }; // a spike TensorBoard's sampling would likely lose
    const rows = bucketSeries(points, { buckets: 1000 });
    expect(rows.length).toBeLessThanOrEqual(1001);
    expect(rows[0]?.x).toBe(0);
    expect(rows.at(-1)?.x).toBe(19_999);
    const bucketRows = finiteRows(rows).slice(1);
    expect(bucketRows.reduce((sum, r) => sum + r.count, 0)).toBe(points.length);
    // Each point lies in the band of the row that represents its bucket (the next row at or after it).
    for (const point of points) {
      const row = bucketRows.find((r) => r.x >= point.x)!;
      expect(point.y).toBeGreaterThanOrEqual(row.band![0]);
      expect(point.y).toBeLessThanOrEqual(row.band![1]);
    }
    expect(Math.max(...bucketRows.map((r) => r.band![1]))).toBe(1e6);
  });

  it("breaks between buckets across a run of missing steps", () => {
    const points = series(Array.from({ length: 1000 }, (_, i) => i)).filter((p) => p.x < 500 || p.x >= 600);
    const rows = bucketSeries(points, { buckets: 10 });
    expect(rows.map((r) => [r.x, r.y])).toEqual([
      [0, 0],
      [99, 99],
      [199, 199],
      [299, 299],
      [399, 399],
      [499, 499],
      [500, null],
      [699, 699],
      [799, 799],
      [899, 899],
      [999, 999],
    ]);
  });

  it("does not draw a gap narrower than a bucket, and shows it when zoomed in", () => {
    const points = series(Array.from({ length: 1000 }, () => 1)).filter((p) => p.x !== 450);
    expect(bucketSeries(points, { buckets: 10 }).every((r) => r.y !== null)).toBe(true);
    const zoomed = bucketSeries(points, { buckets: 10, range: [445, 455] });
    expect(zoomed.find((r) => r.y === null)?.x).toBe(450);
  });

  it("ends with a null row when the last point is missing", () => {
    const rows = bucketSeries(series([...Array.from({ length: 50 }, (_, i) => i), null]), { buckets: 5 });
    expect(rows.at(-1)).toEqual({ x: 50, y: null, band: null, count: 0, source: 50 });
  });
});
