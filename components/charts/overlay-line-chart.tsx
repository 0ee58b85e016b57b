"use client";

import { useMemo, useState, type PointerEvent } from "react";
import { isLoggedAt, type TOverlayRow, type TOverlaySeries, type TRange, type TValueFormat } from "@/lib/charts";
import { overlayPlot } from "@/lib/charts/overlay-plot";
import { nearestIndex } from "@/lib/charts/plot";
import { OverlayTooltip } from "./overlay-tooltip";
import { percent, PlotFrame, plotPlace, PlotTooltip, pointerFraction } from "./plot-frame";

export type TOverlayLineChartProps = {
  label: string;
  series: readonly TOverlaySeries[];
  rows: readonly TOverlayRow[];
  domain: TRange | null;
  format: TValueFormat;
  /** Draw the raw line faintly behind the smoothed one. */
  isSmoothed: boolean;
  /** What the shaded band is, for the tooltip ("min–max", "p50–p90"). */
  bandLabel?: string;
  /** A title under the x axis ("training step"). */
  xAxisLabel?: string;
  height?: number;
  /** A drag across the chart selects a range of x. */
  onSelectRange?: (range: TRange) => void;
  /** A click (no drag) on the chart: the x of the row under the pointer. */
  onPointClick?: (x: number) => void;
  /** A row's x in words for the tooltip (a bin's steps); "step x" by default. */
  xLabel?: (x: number) => string;
};

/** Render-only: lines, faint raw lines and bands of rows that lib/ prepared; drag to zoom, click to open. */
export function OverlayLineChart(props: TOverlayLineChartProps) {
  const { series, rows, domain, format, isSmoothed, height = 260 } = props;
  const plot = useMemo(
    () => overlayPlot(rows, series, { domain, format, isSmoothed }),
    [rows, series, domain, format, isSmoothed],
  );
  const [hover, setHover] = useState<number | null>(null);
  const [drag, setDrag] = useState<{ start: number; end: number } | null>(null);

  // The row under the pointer: the nearest x, as a tooltip snaps to its row.
  const rowAt = (event: PointerEvent<HTMLDivElement>) => {
    const index = nearestIndex(plot.xs, plot.x.valueAt(pointerFraction(event)));
    return index < 0 ? null : index;
  };
  const xOf = (index: number) => (rows[index] as TOverlayRow).x;
  const finish = () => {
    if (drag && drag.end !== drag.start) {
      props.onSelectRange?.([Math.min(drag.start, drag.end), Math.max(drag.start, drag.end)]);
    } else if (drag) props.onPointClick?.(drag.start);
    setDrag(null);
  };

  const isInteractive = props.onSelectRange !== undefined || props.onPointClick !== undefined;
  const hint = [props.onPointClick && "Click to open this step's trajectories", props.onSelectRange && "drag to zoom"]
    .filter(Boolean)
    .join(" · ");
  const row = hover === null ? undefined : rows[hover];
  const at = row ? plot.x.fraction(row.x) : 0;
  return (
    <figure aria-label={props.label} className={`select-none ${isInteractive ? "cursor-crosshair" : ""}`}>
      <PlotFrame
        height={height}
        xTicks={plot.x.ticks}
        yTicks={plot.y.ticks}
        xTitle={props.xAxisLabel}
        yAxisWidth={56}
        plotProps={{
          onPointerMove: (event) => {
            const index = rowAt(event);
            setHover(index);
            if (drag && index !== null && xOf(index) !== drag.end) setDrag({ ...drag, end: xOf(index) });
          },
          onPointerDown: (event) => {
            const index = rowAt(event);
            if (index !== null) setDrag({ start: xOf(index), end: xOf(index) });
          },
          onPointerUp: finish,
          onPointerLeave: () => {
            setHover(null);
            setDrag(null);
          },
        }}
        overlay={
          <>
            {drag && drag.end !== drag.start && (
              <div
                className="absolute inset-y-0 bg-current opacity-10"
                style={{
                  left: percent(plot.x.fraction(Math.min(drag.start, drag.end))),
                  right: percent(1 - plot.x.fraction(Math.max(drag.start, drag.end))),
                }}
              />
            )}
            {row && (
              <>
                <div
                  className="pointer-events-none absolute inset-y-0 border-l border-zinc-400"
                  style={plotPlace(at)}
                />
                {series.map((s) => {
                  const value = row.value[s.key];
                  if (!isLoggedAt(row, s.key) || value == null) return null;
                  return (
                    <span
                      key={s.key}
                      className="pointer-events-none absolute h-2.5 w-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white"
                      style={{ ...plotPlace(at, plot.y.fraction(value)), background: s.color }}
                    />
                  );
                })}
                <PlotTooltip at={at}>
                  <OverlayTooltip
                    active
                    row={row}
                    series={series}
                    format={format}
                    isSmoothed={isSmoothed}
                    bandLabel={props.bandLabel ?? ""}
                    hint={hint || undefined}
                    xLabel={props.xLabel?.(row.x)}
                  />
                </PlotTooltip>
              </>
            )}
          </>
        }
      >
        {plot.paths.map((p) => (
          <path key={`band-${p.key}`} d={p.band} fill={p.color} fillOpacity={0.14} />
        ))}
        {plot.paths.map((p) => (
          <path
            key={`raw-${p.key}`}
            d={p.raw}
            fill="none"
            stroke={p.color}
            strokeOpacity={0.3}
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {plot.paths.map((p) => (
          <path
            key={`value-${p.key}`}
            data-mark="line"
            d={p.value}
            fill="none"
            stroke={p.color}
            strokeDasharray={p.dash ?? undefined}
            strokeWidth={2}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </PlotFrame>
    </figure>
  );
}
