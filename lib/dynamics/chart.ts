// Assembles one chart on the server from full-resolution series: each series is smoothed on all
// its points and bucketed over the visible range by lib/charts (prepareOverlay), so the response
// holds at most about `buckets` rows per series whatever the run's length. The band of a step_stats
// series is the trajectories' spread (min–max or p50–p90): the low and high bounds are bucketed
// the same way and the band of a bucket is [lowest low, highest high] — no spike is lost. Because a
// step's mean, low and high are null together, the three overlays have the same rows.
import { DEFAULT_BUCKETS, extentOf, prepareOverlay, type TOverlayRow, type TPoint, type TRange } from "@/lib/charts";
import { metricLabel, metricValueFormat, resolveBand } from "./metrics";
import type { TZoom } from "./params";
import type { TBandKind, TChartSeries, TMetricChart, TMetricSource } from "./types";

/** One step of a series: the line's value and, for step_stats, the band's bounds. */
export type TStepValue = { step: number; value: number | null; low?: number | null; high?: number | null };
export type TChartInput = { name: string; color?: string; link: TChartSeries["link"]; steps: readonly TStepValue[] };
export type TAssembleOptions = {
  metric: string;
  source: TMetricSource;
  band: TBandKind;
  dataset: string | null;
  smoothing: number;
  zoom: TZoom;
  buckets?: number;
};

/** The zoom inside the data: open sides take the extent's; an inverted pair is put in order. */
export function visibleDomain(extent: TRange | null, zoom: TZoom): TRange | null {
  if (extent === null) return null;
  const [a, b] = [zoom.from ?? extent[0], zoom.to ?? extent[1]];
  return [Math.min(a, b), Math.max(a, b)];
}

const pointsOf = (steps: readonly TStepValue[], pick: (s: TStepValue) => number | null | undefined): TPoint[] =>
  steps.map((s) => ({ x: s.step, y: s.value === null ? null : (pick(s) ?? s.value) }));

export function assembleMetricChart(inputs: readonly TChartInput[], options: TAssembleOptions): TMetricChart {
  const buckets = options.buckets ?? DEFAULT_BUCKETS;
  const all = inputs.flatMap((input) => pointsOf(input.steps, (s) => s.value));
  const extent = extentOf(all.filter((p) => p.y !== null && Number.isFinite(p.y)));
  const domain = visibleDomain(extent, options.zoom);
  const band = resolveBand(options.metric, options.band);
  const hasBand = options.source === "stats" && band !== "none";
  const overlay = (pick: (s: TStepValue) => number | null | undefined, smoothing: number) =>
    prepareOverlay(
      inputs.map((input) => ({ name: input.name, color: input.color, points: pointsOf(input.steps, pick) })),
      { range: domain ?? undefined, buckets, smoothing },
    );
  const main = overlay((s) => s.value, options.smoothing);
  const low = hasBand ? overlay((s) => s.low, 0) : main;
  const high = hasBand ? overlay((s) => s.high, 0) : main;
  const lowAt = new Map(low.rows.map((row) => [row.x, row]));
  const highAt = new Map(high.rows.map((row) => [row.x, row]));
  const noBand = Object.fromEntries(main.series.map(({ key }) => [key, null]));
  const rows: TOverlayRow[] = main.rows.map((row) => {
    if (band === "none") return { ...row, band: noBand };
    if (!hasBand) return row;
    const spread = Object.fromEntries(
      main.series.map(({ key }) => {
        const [lo, hi] = [lowAt.get(row.x)?.band[key], highAt.get(row.x)?.band[key]];
        return [key, lo && hi ? ([lo[0], hi[1]] as const) : null];
      }),
    );
    return { ...row, band: spread };
  });
  const series = main.series.map((s, i) => {
    const input = inputs[i] as TChartInput;
    const visible = domain
      ? input.steps.filter((p) => p.step >= domain[0] && p.step <= domain[1] && p.value !== null).length
      : 0;
    return { ...s, link: input.link, isBucketed: visible > buckets };
  });
  return {
    metric: options.metric,
    label: metricLabel(options.metric),
    format: metricValueFormat(options.metric),
    source: options.source,
    band: band === "none" ? "none" : hasBand ? band : "envelope",
    dataset: options.dataset,
    smoothing: options.smoothing,
    series,
    rows,
    domain,
    extent,
    buckets,
    missing: inputs.filter((input) => !input.steps.some((s) => s.value !== null)).map((input) => input.name),
  };
}
