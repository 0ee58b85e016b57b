"use client";

import { CartesianGrid, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from "recharts";
import type { TScatterPoint } from "@/lib/search-p1/types";
import { ChartTurn } from "./chart-turn";

type TShapeProps = { cx?: number; cy?: number; payload?: TScatterPoint };

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
  const shape = ({ cx = 0, cy = 0, payload }: TShapeProps) =>
    payload ? (
      <circle
        cx={cx}
        cy={cy}
        r={4}
        role="link"
        tabIndex={0}
        aria-label={`Trajectory ${payload.trajectoryId}: S_self ${payload.self.toFixed(3)}, S_ref ${payload.reference.toFixed(3)}`}
        fill="#0072B2"
        fillOpacity={0.45}
        stroke="#0072B2"
        className="cursor-pointer focus:outline-2 focus:outline-amber-500"
        onClick={() => onOpen(payload.trajectoryId)}
        onKeyDown={(event) => {
          if (event.key === "Enter") onOpen(payload.trajectoryId);
        }}
      />
    ) : (
      <g />
    );
  return (
    <figure aria-label={label}>
      <ChartTurn height={height}>
        <ScatterChart responsive style={{ width: "100%", height }} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.12} />
          <XAxis
            dataKey="self"
            type="number"
            domain={[0, 1]}
            name={xLabel}
            tick={{ fontSize: 11, fill: "currentColor" }}
            label={{ value: xLabel, position: "insideBottom", offset: -4, fontSize: 11, fill: "currentColor" }}
            height={40}
          />
          <YAxis
            dataKey="reference"
            type="number"
            domain={[0, 1]}
            name={yLabel}
            width={48}
            tick={{ fontSize: 11, fill: "currentColor" }}
            label={{ value: yLabel, angle: -90, position: "insideLeft", fontSize: 11, fill: "currentColor" }}
          />
          <Tooltip isAnimationActive={false} formatter={(value) => (value as number).toFixed(3)} />
          <Scatter data={points as TScatterPoint[]} shape={shape} isAnimationActive={false} />
        </ScatterChart>
      </ChartTurn>
    </figure>
  );
}
