// What the charts endpoints return and the dynamics page prefetches: the same JSON on both sides.
// Rows are lib/charts' overlay rows (keys s0, s1, …), already bucketed on the server, so a chart
// never receives more than about DEFAULT_BUCKETS points per series.
import type { TFlag, TGoldFilter } from "@/lib/browse/filter";
import type { TIterationTableRow, TOverlayRow, TOverlaySeries, TRange, TTurnsBar, TValueFormat } from "@/lib/charts";

/** step_stats aggregates of the stored trajectories, or scalars the trainer logged (metric_points). */
export type TMetricSource = "stats" | "logged";

/**
 * The shaded band around a step_stats mean: the 95% confidence interval of the mean (`ci95`), the
 * trajectories' min–max or p50–p90, or none. `auto` is the confidence interval. No band is drawn
 * while other runs are overlaid (bands of several runs hide each other).
 */
export const BAND_KINDS = ["auto", "ci95", "minmax", "p50p90", "none"] as const;
export type TBandKind = (typeof BAND_KINDS)[number];
export type TResolvedBand = Exclude<TBandKind, "auto">;

/** A series as a chart draws it; clicking its points opens `link.run`'s trajectories of that step. */
export type TChartSeries = TOverlaySeries & {
  link: { run: string; outcome?: "correct" | "incorrect"; flags?: TFlag[]; gold?: TGoldFilter; correct?: string };
  /** More points in view than buckets: each row summarises a bucket of steps. */
  isBucketed: boolean;
};

/** How the steps were binned: `width` steps per point (1: every step), and whether auto chose it. */
export type TChartBins = {
  width: number;
  isAuto: boolean;
  /** The first bin's first step: bins are [origin + k·width, origin + (k+1)·width − 1]. */
  origin: number;
  /** Median trajectories behind a point of the first series (null for logged scalars). */
  perPoint: number | null;
};

export type TMetricChart = {
  metric: string;
  label: string;
  format: TValueFormat;
  source: TMetricSource;
  /**
   * What `band` holds: for step_stats, the spread of the trajectories at the step(s) (min–max or
   * p50–p90); for logged scalars the envelope (min–max) of the values a bucket summarises; none.
   */
  band: Exclude<TResolvedBand, "none"> | "envelope" | "none";
  /** No band is drawn because other runs are overlaid. */
  isBandHiddenByOverlay: boolean;
  dataset: string | null;
  smoothing: number;
  bins: TChartBins;
  series: TChartSeries[];
  rows: TOverlayRow[];
  /** The visible x-range (the zoom), and the whole extent of the data (to reset the zoom). */
  domain: TRange | null;
  extent: TRange | null;
  buckets: number;
  /** Requested runs without any point of this metric. */
  missing: string[];
};

export type TMetricCatalog = {
  /** step_stats names of the run (pooled over datasets). */
  stats: string[];
  /** Logged scalar names (metric_points). */
  logged: string[];
  datasets: string[];
  steps: TRange | null;
};

export type TEfficiencyCharts = {
  /** Search-P1 Figure 6a: mean turns of successful and of failed trajectories per step. */
  turns: TMetricChart;
  /** Searches per trajectory, stored and as the trainer logged them. */
  searches: TMetricChart;
  /** Figure 6b: mean turns by outcome per dataset type, pooled over `steps` (see pooledSteps). */
  turnsByType: TTurnsBar[];
  /** Table 7: shares of 1 / 2 / 3+ searches among successes and failures, pooled over `steps`. */
  iterations: TIterationTableRow[];
  /** The zoom, else the last tenth of the run's steps. */
  steps: TRange | null;
};
