// Chart geometry: axes, ticks, SVG paths and bar rectangles, decided here so components/charts only
// places what it is given. A plot's marks live in a square 0..PLOT_SIZE user space that the browser
// stretches over the plot area (preserveAspectRatio="none", strokes that do not scale); its text,
// dots and tooltips are HTML placed by fraction of the area. So a chart is whole in the server's
// HTML at any width, is never measured, and costs hydration almost nothing.
import { scaleLinear } from "d3-scale";
import { area, line } from "d3-shape";
import type { TRange } from "./types";

export const PLOT_SIZE = 1000;

/** A tick: `at` is its place along the axis as a fraction (0 = left or bottom, 1 = right or top). */
export type TTick = { at: number; label: string };

export type TAxis = {
  domain: TRange;
  /** A value's place along the axis, as a fraction; outside [0, 1] when outside the domain. */
  fraction: (value: number) => number;
  /** The value at a fraction of the axis (the pointer's place). */
  valueAt: (fraction: number) => number;
  ticks: TTick[];
};

/**
 * A linear axis over `extent` ([lo, hi] of the values; null when there are none). `nice` rounds the
 * domain out to round ticks, as the y axes do; `pad` widens it by that fraction on each side (points
 * kept off the frame); `at` places ticks at given values instead of round ones.
 */
export function linearAxis(
  extent: TRange | null,
  options: {
    /** A tick's label; by default d3's, with one number of decimals for all the ticks. */
    format?: (value: number) => string;
    nice?: boolean;
    pad?: number;
    ticks?: number;
    at?: readonly number[];
    /** Whole numbers only (counts): no tick at 0.5. */
    integer?: boolean;
  },
): TAxis {
  let [lo, hi] = extent ?? [0, 1];
  // A single value (one point, a constant line) still gets an axis around it.
  if (lo === hi) [lo, hi] = lo === 0 ? [0, 1] : [lo - Math.abs(lo) / 2, hi + Math.abs(hi) / 2];
  const pad = (hi - lo) * (options.pad ?? 0);
  const scale = scaleLinear().domain([lo - pad, hi + pad]);
  const count = options.ticks ?? 5;
  if (options.nice) scale.nice(count);
  const [from, to] = scale.domain() as [number, number];
  const format = options.format ?? scale.tickFormat(count);
  const values = options.at ?? scale.ticks(count).filter((v) => !options.integer || Number.isInteger(v));
  return {
    domain: [from, to],
    fraction: (value) => scale(value),
    valueAt: (fraction) => scale.invert(fraction),
    ticks: values.map((value) => ({ at: scale(value), label: format(value) })),
  };
}

/** [min, max] of the finite numbers among `values`; null when there are none. */
export function finiteExtent(values: Iterable<number | null | undefined>): TRange | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (const value of values) {
    if (typeof value !== "number" || !Number.isFinite(value)) continue;
    if (value < lo) lo = value;
    if (value > hi) hi = value;
  }
  return lo <= hi ? [lo, hi] : null;
}

const toX = (axis: TAxis, value: number) => axis.fraction(value) * PLOT_SIZE;
const toY = (axis: TAxis, value: number) => (1 - axis.fraction(value)) * PLOT_SIZE;
const isDrawn = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** A polyline through the points, broken wherever y is null (a gap, never a fake 0). "" when nothing is drawn. */
export function linePath(points: readonly { x: number; y: number | null }[], x: TAxis, y: TAxis): string {
  const path = line<{ x: number; y: number | null }>()
    .defined((p) => isDrawn(p.y))
    .x((p) => toX(x, p.x))
    .y((p) => toY(y, p.y as number));
  return path(points) ?? "";
}

/** The shaded band between lo and hi, broken where a point has none. */
export function bandPath(points: readonly { x: number; band: readonly [number, number] | null }[], x: TAxis, y: TAxis) {
  const path = area<{ x: number; band: readonly [number, number] | null }>()
    .defined((p) => p.band !== null && isDrawn(p.band[0]) && isDrawn(p.band[1]))
    .x((p) => toX(x, p.x))
    .y0((p) => toY(y, p.band![0]))
    .y1((p) => toY(y, p.band![1]));
  return path(points) ?? "";
}

/**
 * Dots as zero-length round-capped segments: with a stroke that does not scale they stay round
 * however the plot is stretched, which a <circle> in the stretched space would not.
 */
export function dotPath(px: number, py: number): string {
  return `M${px},${py}h0`;
}

/** A point's place in plot space (for dots and error bars). */
export function plotPoint(x: TAxis, y: TAxis, vx: number, vy: number): [number, number] {
  return [toX(x, vx), toY(y, vy)];
}

export type TBarRect = { category: number; series: number; x: number; y: number; width: number; height: number };

/**
 * Bars of `values[category][series]` side by side in equal category slots over the x axis,
 * standing on the y axis' value 0 (or its lower end). `gap` is the fraction of a slot left empty.
 * A null value draws no bar.
 */
export function barRects(values: readonly (readonly (number | null)[])[], y: TAxis, gap = 0.1): TBarRect[] {
  const slot = PLOT_SIZE / Math.max(values.length, 1);
  const base = toY(y, Math.max(y.domain[0], Math.min(0, y.domain[1])));
  const rects: TBarRect[] = [];
  values.forEach((row, category) => {
    const width = (slot * (1 - gap)) / Math.max(row.length, 1);
    row.forEach((value, series) => {
      if (!isDrawn(value)) return;
      const top = toY(y, value);
      rects.push({
        category,
        series,
        x: category * slot + (slot * gap) / 2 + series * width,
        y: Math.min(top, base),
        width,
        height: Math.abs(base - top),
      });
    });
  });
  return rects;
}

/** Category ticks at the middle of each slot, every `every`-th labelled (the first always). */
export function categoryTicks(labels: readonly string[], every = 1): TTick[] {
  return labels.flatMap((label, i) => (i % every === 0 ? [{ at: (i + 0.5) / labels.length, label }] : []));
}

/** Labels to skip so that about `room` fit along the axis. */
export function labelStride(count: number, room: number): number {
  return Math.max(1, Math.ceil(count / Math.max(room, 1)));
}

/** The index of the x in ascending `xs` nearest to `x`; -1 when `xs` is empty. */
export function nearestIndex(xs: readonly number[], x: number): number {
  if (xs.length === 0) return -1;
  let lo = 0;
  let hi = xs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((xs[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && x - (xs[lo - 1] as number) <= (xs[lo] as number) - x) return lo - 1;
  return lo;
}
