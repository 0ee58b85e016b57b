"use client";

import { useState } from "react";
import { dotPath, linearAxis, plotPoint } from "@/lib/charts/plot";
import type { TScatterPoint } from "@/lib/search-p1/types";
import { PlotFrame, PlotTooltip, TooltipBox } from "./plot-frame";

// Both scores lie in [0, 1]: the axes never change.
const UNIT_AXIS = linearAxis([0, 1], { format: (v) => String(v), at: [0, 0.25, 0.5, 0.75, 1] });
const AXES = { x: UNIT_AXIS, y: UNIT_AXIS };
const describe = (p: TScatterPoint) =>
  `Trajectory ${p.trajectoryId}: S_self ${p.self.toFixed(3)}, S_ref ${p.reference.toFixed(3)}`;

/**
 * One point per trajectory; each point is a link (click or Enter) handed to `onOpen` with its id.
 * Render-only: the points, and which of a large run's are drawn, come from lib/search-p1.
 */
export function ScoreScatterChart({
  points,
  label,
  xLabel,
  yLabel,
  onOpen,
  height = 320,
}: {
  points: readonly TScatterPoint[];
  label: string;
  xLabel: string;
  yLabel: string;
  onOpen: (trajectoryId: string) => void;
  height?: number;
}) {
  const [hover, setHover] = useState<TScatterPoint | null>(null);
  return (
    <figure aria-label={label}>
      <PlotFrame
        height={height}
        xTicks={AXES.x.ticks}
        yTicks={AXES.y.ticks}
        xTitle={xLabel}
        yTitle={yLabel}
        isClipped={false}
        overlay={
          hover && (
            <PlotTooltip at={AXES.x.fraction(hover.self)}>
              <TooltipBox>{describe(hover)}</TooltipBox>
            </PlotTooltip>
          )
        }
      >
        {points.map((p) => {
          const [px, py] = plotPoint(AXES.x, AXES.y, p.self, p.reference);
          return (
            <path
              key={p.trajectoryId}
              data-mark="dot"
              d={dotPath(px, py)}
              role="link"
              tabIndex={0}
              aria-label={describe(p)}
              stroke="#0072B2"
              strokeOpacity={0.55}
              strokeWidth={8}
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
              className="cursor-pointer outline-none focus:stroke-amber-500 focus:stroke-opacity-100"
              onClick={() => onOpen(p.trajectoryId)}
              onKeyDown={(event) => {
                if (event.key === "Enter") onOpen(p.trajectoryId);
              }}
              onPointerEnter={() => setHover(p)}
              onPointerLeave={() => setHover(null)}
              onFocus={() => setHover(p)}
              onBlur={() => setHover(null)}
            />
          );
        })}
      </PlotFrame>
    </figure>
  );
}
