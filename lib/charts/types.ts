// Shapes the chart preparers share. x is a training step (or any numeric axis), y a logged value.

/** One observation; y null (or NaN/±Infinity) is a step that was logged without a usable value. */
export type TPoint = { x: number; y: number | null };

/** An inclusive x-range [xmin, xmax], e.g. the zoomed window of a chart. */
export type TRange = readonly [number, number];

/** A named series to overlay: a run's metric, or an outcome's turns. `color` overrides the palette. */
export type TSeriesInput = { name: string; points: readonly TPoint[]; color?: string };

/** Per-step aggregate of one per-trajectory quantity (lib/db computes these in SQL). */
export type TAggregateRow = {
  step: number;
  name: string;
  /** null: all datasets pooled. */
  dataset: string | null;
  /** Trajectories summarised; the only field an `iterations/…` row needs. */
  count: number;
  mean: number | null;
  min: number | null;
  max: number | null;
  p50: number | null;
  p90: number | null;
  /** Population variance of the values (absent on rows aggregated before it was stored). */
  variance?: number | null;
};

/** A logged training scalar (a `metrics` record's value). */
export type TMetricPoint = { step: number; name: string; value: number };

export const isFiniteNumber = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);
