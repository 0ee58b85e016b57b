"use client";

import { useMemo, useState } from "react";
import type { TSweepPoint } from "@/lib/ablation";
import { dotPath, finiteExtent, linearAxis, linePath, nearestIndex, plotPoint } from "@/lib/charts/plot";
import { PlotFrame, PlotTooltip, pointerFraction, TooltipBox } from "./plot-frame";

const COLOR = "#0072B2";

/** A hyper-parameter sweep (Search-P1 Figure 5): mean per value, min–max of its runs as error bars. */
export function SweepChart({
  points,
  parameter,
  valueLabel,
  height = 240,
}: {
  points: readonly TSweepPoint[];
  parameter: string;
  valueLabel: string;
  height?: number;
}) {
  const plot = useMemo(() => {
    const xs = points.map((p) => p.x);
    // Each swept value is a tick; the points are kept off the frame's edges.
    const x = linearAxis(finiteExtent(xs), { format: (v) => String(v), pad: 0.08, at: xs });
    const y = linearAxis(finiteExtent(points.flatMap((p) => [p.min, p.max, p.y])), {
      format: (v) => v.toFixed(1),
      nice: true,
    });
    return {
      x,
      y,
      xs,
      line: linePath(points, x, y),
      marks: points.map((p) => ({
        dot: plotPoint(x, y, p.x, p.y),
        low: plotPoint(x, y, p.x, p.min),
        high: plotPoint(x, y, p.x, p.max),
      })),
    };
  }, [points]);
  const [hover, setHover] = useState<number | null>(null);
  const point = hover === null ? undefined : points[hover];
  return (
    <figure aria-label={`${valueLabel} against ${parameter}`}>
      <PlotFrame
        height={height}
        xTicks={plot.x.ticks}
        yTicks={plot.y.ticks}
        xTitle={parameter}
        plotProps={{
          onPointerMove: (event) => setHover(nearestIndex(plot.xs, plot.x.valueAt(pointerFraction(event)))),
          onPointerLeave: () => setHover(null),
        }}
        overlay={
          point && (
            <PlotTooltip at={plot.x.fraction(point.x)}>
              <TooltipBox>
                <p className="font-medium">
                  {parameter} = {point.x}
                </p>
                <p>
                  {valueLabel}: {point.y.toFixed(1)}
                  {point.runs.length > 1 ? ` (min ${point.min.toFixed(1)}, max ${point.max.toFixed(1)})` : ""} —{" "}
                  {point.runs.join(", ")}
                </p>
              </TooltipBox>
            </PlotTooltip>
          )
        }
      >
        <path
          data-mark="line"
          d={plot.line}
          fill="none"
          stroke={COLOR}
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
        {plot.marks.map(({ dot, low, high }, i) => (
          <g key={points[i]!.x} stroke={COLOR}>
            <path d={`M${low[0]},${low[1]}V${high[1]}`} strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
            <path
              d={dotPath(dot[0], dot[1])}
              strokeWidth={hover === i ? 11 : 8}
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          </g>
        ))}
      </PlotFrame>
    </figure>
  );
}
