"use client";

import { useState } from "react";
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceArea,
  Tooltip,
  XAxis,
  YAxis,
  type MouseHandlerDataParam,
} from "recharts";
import {
  formatValue,
  isLoggedAt,
  type TOverlayRow,
  type TOverlaySeries,
  type TRange,
  type TValueFormat,
} from "@/lib/charts";
import { OverlayTooltip } from "./overlay-tooltip";
import { ChartTurn } from "./chart-turn";

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

const labelOf = (state: MouseHandlerDataParam): number | null =>
  typeof state.activeLabel === "number" ? state.activeLabel : null;

/** The hover dot of series `key`: drawn on its own points only, like the tooltip's values. */
function loggedDot(key: string, color: string) {
  function LoggedDot(dot: { cx?: number; cy?: number; payload?: TOverlayRow }) {
    if (!isLoggedAt(dot.payload, key) || dot.cx === undefined || dot.cy === undefined) return <g />;
    return <circle cx={dot.cx} cy={dot.cy} r={4} fill={color} stroke="white" strokeWidth={2} />;
  }
  return LoggedDot;
}

/** Render-only: lines, faint raw lines and bands of rows that lib/ prepared; drag to zoom, click to open. */
export function OverlayLineChart(props: TOverlayLineChartProps) {
  const { series, rows, domain, format, isSmoothed, height = 260 } = props;
  const [drag, setDrag] = useState<{ start: number; end: number } | null>(null);
  const finish = (state: MouseHandlerDataParam) => {
    const end = labelOf(state) ?? drag?.end ?? null;
    if (drag && end !== null && end !== drag.start) {
      props.onSelectRange?.([Math.min(drag.start, end), Math.max(drag.start, end)]);
    } else if (drag) props.onPointClick?.(drag.start);
    setDrag(null);
  };
  const isInteractive = props.onSelectRange !== undefined || props.onPointClick !== undefined;
  const hint = [props.onPointClick && "Click to open this step's trajectories", props.onSelectRange && "drag to zoom"]
    .filter(Boolean)
    .join(" · ");
  return (
    <figure aria-label={props.label} className={`select-none ${isInteractive ? "cursor-crosshair" : ""}`}>
      <ChartTurn height={height}>
        <ComposedChart
          responsive
          style={{ width: "100%", height }}
          data={rows as TOverlayRow[]}
          margin={{ top: 8, right: 16, bottom: props.xAxisLabel ? 12 : 4, left: 4 }}
          onMouseDown={(state) => {
            const x = labelOf(state);
            if (x !== null) setDrag({ start: x, end: x });
          }}
          onMouseMove={(state) => {
            const x = labelOf(state);
            if (drag && x !== null && x !== drag.end) setDrag({ ...drag, end: x });
          }}
          onMouseUp={finish}
          onMouseLeave={() => setDrag(null)}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.12} />
          <XAxis
            dataKey="x"
            type="number"
            domain={domain ? [domain[0], domain[1]] : ["dataMin", "dataMax"]}
            allowDataOverflow
            tick={{ fontSize: 11, fill: "currentColor" }}
            tickFormatter={(x: number) => x.toLocaleString("en-US")}
            label={
              props.xAxisLabel
                ? { value: props.xAxisLabel, position: "insideBottom", offset: -8, fontSize: 11, fill: "currentColor" }
                : undefined
            }
          />
          <YAxis
            width={56}
            domain={["auto", "auto"]}
            tick={{ fontSize: 11, fill: "currentColor" }}
            tickFormatter={(y: number) => formatValue(y, format)}
          />
          <Tooltip
            isAnimationActive={false}
            content={({ active, payload }) => (
              <OverlayTooltip
                active={active}
                row={payload?.[0]?.payload as TOverlayRow | undefined}
                series={series}
                format={format}
                isSmoothed={isSmoothed}
                bandLabel={props.bandLabel ?? ""}
                hint={hint || undefined}
                xLabel={payload?.[0] && props.xLabel ? props.xLabel((payload[0].payload as TOverlayRow).x) : undefined}
              />
            )}
          />
          {series.map((s) => (
            <Area
              key={`band-${s.key}`}
              dataKey={(row: TOverlayRow) => row.band[s.key] ?? null}
              stroke="none"
              fill={s.color}
              fillOpacity={0.14}
              isAnimationActive={false}
              activeDot={false}
              legendType="none"
              tooltipType="none"
            />
          ))}
          {isSmoothed &&
            series.map((s) => (
              <Line
                key={`raw-${s.key}`}
                dataKey={(row: TOverlayRow) => row.raw[s.key] ?? null}
                stroke={s.color}
                strokeOpacity={0.3}
                strokeWidth={1}
                dot={false}
                activeDot={false}
                isAnimationActive={false}
                tooltipType="none"
              />
            ))}
          {series.map((s) => (
            <Line
              key={`value-${s.key}`}
              name={s.name}
              dataKey={(row: TOverlayRow) => row.value[s.key] ?? null}
              stroke={s.color}
              strokeDasharray={s.dash ?? undefined}
              strokeWidth={2}
              dot={false}
              activeDot={loggedDot(s.key, s.color)}
              isAnimationActive={false}
            />
          ))}
          {drag && drag.end !== drag.start && (
            <ReferenceArea x1={drag.start} x2={drag.end} fill="currentColor" fillOpacity={0.1} />
          )}
        </ComposedChart>
      </ChartTurn>
    </figure>
  );
}
