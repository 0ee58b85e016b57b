// Assembles one chart on the server from full-resolution series. step_stats series are first
// binned (lib/dynamics/bins.ts: auto = enough trajectories per point, one width for all series so
// overlaid runs stay comparable) and given their band (the 95% confidence interval of the mean, or
// the trajectories' min–max / p50–p90, a bin keeping the lowest low and highest high); then each
// series is smoothed on all its points and bucketed over the visible range by lib/charts
// (prepareOverlay), so the response holds at most about `buckets` rows per series whatever the
// run's length. Because a point's mean, low and high are null together, the three overlays have
// the same rows. Overlaid runs get no band.
import { DEFAULT_BUCKETS, PERCENT, prepareOverlay, type TOverlayRow, type TPoint, type TRange } from "@/lib/charts";
import { autoBinWidth, binSteps, meanConfidence } from "./bins";
import { isBinaryMetric, metricLabel, metricValueFormat, resolveBand } from "./metrics";
import type { TBinChoice, TEfficiencyQuery, TZoom } from "./params";
import type { TBandKind, TChartBins, TChartSeries, TMetricChart, TMetricSource, TResolvedBand } from "./types";

/**
 * One step of a series: the line's value and, for step_stats, the trajectories behind it (count,
 * population variance) and the spread's bounds (min–max or p50–p90) when one is drawn.
 */
export type TStepValue = {
  step: number;
  value: number | null;
  low?: number | null;
  high?: number | null;
  count?: number;
  variance?: number | null;
};
export type TChartInput = { name: string; color?: string; link: TChartSeries["link"]; steps: readonly TStepValue[] };
export type TAssembleOptions = {
  metric: string;
  source: TMetricSource;
  band: TBandKind;
  dataset: string | null;
  smoothing: number;
  zoom: TZoom;
  bin?: TBinChoice;
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

const NO_BINS: TChartBins = { width: 1, isAuto: false, origin: 0, perPoint: null };

/** The width: auto from the trajectories per step in view, pooled over the series. */
function chooseWidth(inputs: readonly TChartInput[], domain: TRange, choice: TBinChoice): number {
  if (choice !== "auto") return choice;
  const counts: number[] = [];
  for (const input of inputs) {
    for (const s of input.steps) if (s.step >= domain[0] && s.step <= domain[1] && s.count) counts.push(s.count);
  }
  return autoBinWidth(counts, domain[1] - domain[0]);
}

/** The steps' extent over the points with a finite value (a loop: charts hold 5,000 steps a series). */
function valueExtent(inputs: readonly TChartInput[]): TRange | null {
  let [min, max] = [Infinity, -Infinity];
  for (const input of inputs) {
    for (const { step, value } of input.steps) {
      if (value === null || !Number.isFinite(value) || !Number.isFinite(step)) continue;
      if (step < min) min = step;
      if (step > max) max = step;
    }
  }
  return min > max ? null : [min, max];
}

/** A step_stats series binned, each point at its bin's middle with the band's bounds. */
function binned(steps: readonly TStepValue[], bins: TChartBins, band: TResolvedBand, isBinary: boolean) {
  const inputs = steps.map((s) => ({
    step: s.step,
    count: s.count ?? (s.value === null ? 0 : 1),
    mean: s.value,
    // Rows aggregated before the variance was stored: 0/1 values have variance p(1 − p).
    variance: s.variance ?? (isBinary && s.value !== null ? s.value * (1 - s.value) : null),
    low: s.low,
    high: s.high,
  }));
  return binSteps(inputs, bins.width, bins.origin).map((bin): TStepValue => {
    const bounds =
      band === "ci95"
        ? isBinary
          ? meanConfidence(bin.count, bin.mean, bin.variance, true)
          : withinRange(meanConfidence(bin.count, bin.mean, bin.variance, false), bin.low, bin.high)
        : band === "none"
          ? null
          : bin.low !== null && bin.high !== null
            ? ([bin.low, bin.high] as const)
            : null;
    // Between the bin's first and last step with values, so a point never leaves the data's extent.
    const step = (bin.first + bin.last) / 2;
    return { step, value: bin.mean, count: bin.count, low: bounds?.[0] ?? null, high: bounds?.[1] ?? null };
  });
}

/**
 * A t interval is kept within the values it averages: one of 2 trajectories' turns would otherwise
 * run below 0 and stretch the axis. (Wilson's interval stays inside [0, 1] by itself.)
 */
function withinRange(ci: readonly [number, number] | null, low: number | null, high: number | null) {
  if (ci === null) return null;
  return [low === null ? ci[0] : Math.max(ci[0], low), high === null ? ci[1] : Math.min(ci[1], high)] as const;
}

const medianOf = (values: number[]) => {
  const sorted = values.sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)]!;
};

export function assembleMetricChart(rawInputs: readonly TChartInput[], options: TAssembleOptions): TMetricChart {
  const buckets = options.buckets ?? DEFAULT_BUCKETS;
  const extent = valueExtent(rawInputs);
  const domain = visibleDomain(extent, options.zoom);
  // Other runs overlaid (not one run's series, such as turns by outcome): their bands would cover each other.
  const isOverlaid = new Set(rawInputs.map((input) => input.link.run)).size > 1;
  const band = resolveBand(options.band, isOverlaid);
  const isStats = options.source === "stats";
  const hasBand = isStats && band !== "none";
  const bins: TChartBins =
    isStats && domain && extent
      ? {
          width: chooseWidth(rawInputs, domain, options.bin ?? "auto"),
          isAuto: (options.bin ?? "auto") === "auto",
          origin: extent[0],
          perPoint: null,
        }
      : NO_BINS;
  const isBinary = isBinaryMetric(options.metric);
  const inputs = isStats
    ? rawInputs.map((input) => ({ ...input, steps: binned(input.steps, bins, band, isBinary) }))
    : rawInputs;
  if (isStats && inputs[0]) {
    const visible = inputs[0].steps.filter((s) => domain && s.step >= domain[0] && s.step <= domain[1]);
    bins.perPoint = medianOf(visible.flatMap((s) => (s.count ? [s.count] : [])));
  }
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
    isBandHiddenByOverlay: isOverlaid && options.band !== "none",
    dataset: options.dataset,
    smoothing: options.smoothing,
    bins,
    series,
    rows,
    domain,
    extent,
    buckets,
    missing: inputs.filter((input) => !input.steps.some((s) => s.value !== null)).map((input) => input.name),
  };
}

/**
 * A chart of shares per training step (counts the chart's own code derives, so no band), as the
 * dynamics page's sections beside the metric charts draw them: search vs reading failure, groups
 * without signal. `inView` keeps the rows of the steps the zoom shows, for the section's totals.
 */
export function assembleShareChart<TRow extends { step: number }>(
  inputs: readonly TChartInput[],
  options: { metric: string; label: string; query: TEfficiencyQuery; rows: readonly TRow[] },
): { chart: TMetricChart; inView: TRow[] } {
  const { query } = options;
  const chart = assembleMetricChart(inputs, {
    metric: options.metric,
    source: "stats",
    band: "none",
    dataset: query.dataset,
    smoothing: query.smoothing,
    zoom: query.zoom,
  });
  const { domain } = chart;
  return {
    chart: { ...chart, label: options.label, format: PERCENT },
    inView: options.rows.filter((r) => domain === null || (r.step >= domain[0] && r.step <= domain[1])),
  };
}
