"use client";

import type { ReactNode } from "react";
import { OverlayLineChart } from "@/components/charts/overlay-line-chart";
import { SeriesLegend } from "@/components/charts/series-legend";
import { metricFormat } from "@/lib/charts/format";
import { parseCurve } from "@/lib/compare/curves";
import type { TCompareCurves } from "@/lib/compare/types";

/** The chosen curve of every run over training steps, with what it reads and how it is smoothed. */
export function CurvesSection({ curves, controls }: { curves: TCompareCurves; controls?: ReactNode }) {
  const { name } = parseCurve(curves.curve);
  const missing = curves.points.filter((p) => p.count === 0).map((p) => p.run);
  const source =
    curves.dataset === null
      ? "as the trainer logged it"
      : curves.dataset === ""
        ? "per-step mean over all datasets"
        : `per-step mean on ${curves.dataset}`;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="font-semibold">{curves.label}</h2>
          <p className="text-xs text-zinc-500">
            {source}; smoothing {curves.smoothing} (TensorBoard&apos;s debiased EMA, raw faintly behind); bands are the
            min–max of each bucket; a missing step breaks the line.
          </p>
        </div>
        {controls}
      </div>
      {curves.overlay.rows.length === 0 ? (
        <p className="text-sm text-zinc-500">No run has this curve in the chosen steps.</p>
      ) : (
        <>
          <SeriesLegend series={curves.overlay.series} missing={missing} />
          <OverlayLineChart
            label={`${curves.label} over training steps`}
            series={curves.overlay.series}
            rows={curves.overlay.rows}
            domain={curves.overlay.domain}
            format={metricFormat(name)}
            isSmoothed={curves.smoothing > 0}
            bandLabel="min–max"
            xAxisLabel="training step"
            height={300}
          />
        </>
      )}
    </div>
  );
}
