"use client";

import { useRouter } from "next/navigation";
import { OverlayLineChart } from "@/components/charts/overlay-line-chart";
import { SeriesLegend } from "@/components/charts/series-legend";
import type { TRange } from "@/lib/charts";
import { pointStepsLabel, stepTrajectoriesHref } from "@/lib/dynamics/links";
import type { TMetricChart } from "@/lib/dynamics/types";

const BAND_TEXT: Record<TMetricChart["band"], string> = {
  ci95: "95% CI",
  minmax: "min–max",
  p50p90: "p50–p90",
  envelope: "range",
  none: "",
};

const BAND_NOTE: Record<TMetricChart["band"], string> = {
  ci95: "Band: 95% confidence interval of the mean (Wilson's for right/wrong values, Student's t otherwise).",
  minmax: "Band: min–max of the trajectories (a bin's lowest and highest).",
  p50p90: "Band: median to 90th percentile of the trajectories (a bin's lowest and highest).",
  envelope: "Band: min–max of the logged values a point summarises.",
  none: "",
};

/** What a point is: one step, or the pooled trajectories of a bin of steps. */
function binNote(chart: TMetricChart): string {
  const { width, isAuto, perPoint } = chart.bins;
  if (chart.source === "logged") return "";
  const per = perPoint === null ? "" : ` (≈ ${perPoint.toLocaleString("en-US")} trajectories)`;
  if (width === 1) return ` Each point is one step${per}.`;
  return ` Each point pools ${width} steps${per}${isAuto ? ", chosen automatically" : ""}.`;
}

/** One prepared chart with its legend and notes; a click opens the step's trajectories. */
export function ChartPanel({
  chart,
  onZoom,
  height,
  label,
}: {
  chart: TMetricChart;
  onZoom: (range: TRange) => void;
  height?: number;
  label?: string;
}) {
  const router = useRouter();
  const primary = chart.series[0];
  const isBucketed = chart.series.some((s) => s.isBucketed);
  const stepsPerPoint = chart.domain ? Math.max(1, (chart.domain[1] - chart.domain[0]) / chart.buckets) : 1;
  if (chart.rows.length === 0) {
    return (
      <p className="py-10 text-center text-sm text-zinc-500">
        No values of {chart.label}
        {chart.dataset ? ` on ${chart.dataset}` : ""}
        {chart.domain ? " in this range" : ""}.
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <OverlayLineChart
        label={label ?? `${chart.label} by training step`}
        height={height}
        xLabel={chart.bins.width > 1 ? (x) => pointStepsLabel(x, chart.bins) : undefined}
        series={chart.series}
        rows={chart.rows}
        domain={chart.domain}
        format={chart.format}
        isSmoothed={chart.smoothing > 0}
        bandLabel={BAND_TEXT[chart.band]}
        onSelectRange={onZoom}
        onPointClick={(x) =>
          primary &&
          router.push(
            stepTrajectoriesHref({
              series: primary,
              x,
              dataset: chart.dataset,
              domain: chart.domain,
              buckets: chart.buckets,
              bins: chart.bins,
            }),
          )
        }
      />
      <SeriesLegend series={chart.series} missing={chart.missing} />
      <p className="text-xs text-zinc-500">
        {BAND_NOTE[chart.band]}
        {chart.isBandHiddenByOverlay && "No band while runs are overlaid."}
        {binNote(chart)}
        {chart.smoothing > 0 && ` Smoothed (EMA ${chart.smoothing}); raw values faint.`}
        {isBucketed &&
          ` Each point summarises ≈ ${Math.round(stepsPerPoint).toLocaleString("en-US")} steps (its last value; the band keeps their extremes) — drag to zoom for every step.`}
      </p>
    </div>
  );
}
