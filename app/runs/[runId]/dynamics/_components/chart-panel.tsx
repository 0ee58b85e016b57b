"use client";

import { useRouter } from "next/navigation";
import { OverlayLineChart } from "@/components/charts/overlay-line-chart";
import { SeriesLegend } from "@/components/charts/series-legend";
import type { TRange } from "@/lib/charts";
import { stepTrajectoriesHref } from "@/lib/dynamics/links";
import type { TMetricChart } from "@/lib/dynamics/types";

const BAND_TEXT: Record<TMetricChart["band"], string> = {
  minmax: "min–max",
  p50p90: "p50–p90",
  envelope: "range",
  none: "",
};

const BAND_NOTE: Record<TMetricChart["band"], string> = {
  minmax: "Band: min–max of the step's trajectories.",
  p50p90: "Band: median to 90th percentile of the step's trajectories.",
  envelope: "Band: min–max of the logged values a point summarises.",
  none: "",
};

/** One prepared chart with its legend and notes; a click opens the step's trajectories. */
export function ChartPanel({ chart, onZoom }: { chart: TMetricChart; onZoom: (range: TRange) => void }) {
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
        label={`${chart.label} by training step`}
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
            }),
          )
        }
      />
      <SeriesLegend series={chart.series} missing={chart.missing} />
      <p className="text-xs text-zinc-500">
        {BAND_NOTE[chart.band]}
        {chart.smoothing > 0 && ` Smoothed (EMA ${chart.smoothing}); raw values faint.`}
        {isBucketed &&
          ` Each point summarises ≈ ${Math.round(stepsPerPoint).toLocaleString("en-US")} steps (its last value; the band keeps their extremes) — drag to zoom for every step.`}
      </p>
    </div>
  );
}
