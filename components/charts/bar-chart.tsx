"use client";

import { useMemo, useState, type ReactNode } from "react";
import { barRects, categoryTicks, finiteExtent, labelStride, linearAxis } from "@/lib/charts/plot";
import { percent, PlotFrame, PlotTooltip, pointerFraction, TooltipBox } from "./plot-frame";
import { SeriesLegend } from "./series-legend";

/**
 * Bars of one or more series side by side per category, from 0 up; hovering a category tells
 * `describe(category)`. Render-only: the values and what they mean come from lib/.
 */
export function BarChart({
  categories,
  series,
  values,
  height,
  format,
  isCount = false,
  labelRoom = 12,
  gap = 0.1,
  hasLegend = false,
  describe,
}: {
  categories: readonly string[];
  series: readonly { name: string; color: string }[];
  /** values[category][series]; null draws no bar. */
  values: readonly (readonly (number | null)[])[];
  height: number;
  /** A y tick's label; by default one number of decimals for all (d3's), thousands separated. */
  format?: (value: number) => string;
  /** Whole numbers: no tick between them. */
  isCount?: boolean;
  /** About how many category labels fit under the chart; the rest are skipped. */
  labelRoom?: number;
  /** Fraction of a category's slot left empty between its bars and the next. */
  gap?: number;
  hasLegend?: boolean;
  describe: (category: number) => ReactNode;
}) {
  const plot = useMemo(() => {
    const extent = finiteExtent([0, ...values.flat()]);
    const y = linearAxis(extent, { format, nice: true, integer: isCount });
    return {
      y,
      xTicks: categoryTicks(categories, labelStride(categories.length, labelRoom)),
      rects: barRects(values, y, gap),
    };
  }, [categories, values, format, isCount, labelRoom, gap]);
  const [hover, setHover] = useState<number | null>(null);
  const slot = 1 / Math.max(categories.length, 1);
  return (
    <>
      <PlotFrame
        height={height}
        xTicks={plot.xTicks}
        yTicks={plot.y.ticks}
        verticalGrid={false}
        plotProps={{
          onPointerMove: (event) => {
            const index = Math.floor(pointerFraction(event) * categories.length);
            setHover(index >= 0 && index < categories.length ? index : null);
          },
          onPointerLeave: () => setHover(null),
        }}
        overlay={
          hover !== null && (
            <>
              <div
                className="pointer-events-none absolute inset-y-0 bg-zinc-500/10"
                style={{ left: percent(hover * slot), width: percent(slot) }}
              />
              <PlotTooltip at={(hover + 0.5) * slot}>
                <TooltipBox>{describe(hover)}</TooltipBox>
              </PlotTooltip>
            </>
          )
        }
      >
        {plot.rects.map((rect) => (
          <rect
            key={`${rect.category}-${rect.series}`}
            data-mark="bar"
            x={rect.x}
            y={rect.y}
            width={rect.width}
            height={rect.height}
            fill={series[rect.series]?.color}
          />
        ))}
      </PlotFrame>
      {hasLegend && (
        <div className="flex justify-center pt-1">
          <SeriesLegend series={series.map((s) => ({ key: s.name, name: s.name, color: s.color, dash: null }))} />
        </div>
      )}
    </>
  );
}
