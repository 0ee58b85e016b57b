// "Full fidelity" for long series (product.md; W&B's default point aggregation): the visible
// x-range is cut into at most `buckets` equal buckets, and each non-empty bucket becomes one row
// with the min and max of its values (the band: no spike is ever lost) and a representative value.
// The representative is the bucket's LAST finite point, as W&B draws it, not the mean: it is a value
// that was really logged, at its real step, so the tooltip never shows an invented number; the line
// of a smoothed series then passes through true EMA values (a mean would smooth twice); runs logged
// at the same steps get rows at the same x; and the series' last point is always a row. The first
// point gets a row of its own. Zooming re-buckets the new range at the same resolution.
// Gaps (gaps.ts) are found on the whole series, so zooming never changes where a line breaks; a gap
// inside one bucket is narrower than a bucket (about a pixel) and shows once zoomed in.
import { gapsBefore, type TGapOptions } from "./gaps";
import { isFiniteNumber, type TPoint, type TRange } from "./types";

export const DEFAULT_BUCKETS = 1000;

export type TBucketOptions = TGapOptions & { range?: TRange; buckets?: number };

/**
 * x: the represented point's step; y: its value, null for a break; band: [min, max] of the finite
 * values summarised; count: how many; source: index in the input of the represented point.
 */
export type TBucketRow = {
  x: number;
  y: number | null;
  band: readonly [number, number] | null;
  count: number;
  source: number | null;
};

/** Input indices in x order (stable; sorted only when the input is not); non-finite x dropped. */
export function sortedOrder(points: readonly TPoint[]): number[] {
  const order: number[] = [];
  let isSorted = true;
  for (let i = 0; i < points.length; i += 1) {
    const x = points[i]!.x;
    if (!Number.isFinite(x)) continue;
    if (order.length > 0 && points[order.at(-1)!]!.x > x) isSorted = false;
    order.push(i);
  }
  const at = (i: number) => points[i]!.x;
  return isSorted ? order : order.sort((a, b) => at(a) - at(b) || a - b);
}

export function extentOf(points: readonly TPoint[]): TRange | null {
  let [min, max] = [Infinity, -Infinity];
  for (const { x } of points) {
    if (!Number.isFinite(x)) continue;
    if (x < min) min = x;
    if (x > max) max = x;
  }
  return min > max ? null : [min, max];
}

type TSummary = { first: number; last: number; min: number; max: number; count: number };

export function bucketSeries(points: readonly TPoint[], options: TBucketOptions = {}): TBucketRow[] {
  const order = sortedOrder(points);
  const sorted = order.map((i) => points[i] as TPoint);
  const gaps = gapsBefore(sorted, options);
  const [xmin, xmax] = options.range ?? extentOf(sorted) ?? [0, 0];
  const visible: number[] = [];
  for (let k = 0; k < sorted.length; k += 1) if (sorted[k]!.x >= xmin && sorted[k]!.x <= xmax) visible.push(k);
  // A break before the first visible finite point refers to data left of the range: not drawn.
  const firstFinite = visible.find((k) => isFiniteNumber((sorted[k] as TPoint).y));
  if (firstFinite !== undefined) gaps[firstFinite] = null;

  const rows: TBucketRow[] = [];
  // One null row per break; a logged-but-missing first point is kept, a gap marker needs a line before it.
  const breakAt = (x: number, source: number | null) => {
    const last = rows.at(-1);
    if (last === undefined ? source !== null : last.y !== null) rows.push({ x, y: null, band: null, count: 0, source });
  };
  const emit = (k: number, band?: readonly [number, number], count = 1, gapK = k) => {
    const { x, y } = sorted[k] as TPoint;
    if (!isFiniteNumber(y)) return breakAt(x, order[k] as number);
    const gap = gaps[gapK];
    if (gap != null) breakAt(gap, null);
    rows.push({ x, y, band: band ?? [y, y], count, source: order[k] as number });
  };

  const buckets = Math.max(1, Math.floor(options.buckets ?? DEFAULT_BUCKETS));
  if (visible.length <= buckets) {
    for (const k of visible) emit(k);
    return rows;
  }
  const summaries = new Map<number, TSummary>();
  const span = xmax - xmin;
  for (const k of visible) {
    const { x, y } = sorted[k] as TPoint;
    if (!isFiniteNumber(y)) continue;
    const index = span === 0 ? 0 : Math.min(buckets - 1, Math.floor(((x - xmin) / span) * buckets));
    const s = summaries.get(index);
    if (s === undefined) {
      summaries.set(index, { first: k, last: k, min: y, max: y, count: 1 });
      continue;
    }
    s.last = k;
    s.min = Math.min(s.min, y);
    s.max = Math.max(s.max, y);
    s.count += 1;
  }
  const head = visible[0] as number;
  emit(head);
  // Map iteration follows insertion order, which is x order here.
  for (const s of summaries.values()) {
    if (s.last !== head) emit(s.last, [s.min, s.max], s.count, s.first);
  }
  const tail = visible.at(-1) as number;
  if (!isFiniteNumber((sorted[tail] as TPoint).y)) emit(tail);
  return rows;
}
