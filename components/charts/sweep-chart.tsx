"use client";

import { CartesianGrid, ComposedChart, ErrorBar, Line, Tooltip, XAxis, YAxis } from "recharts";
import type { TSweepPoint } from "@/lib/ablation";
import { ChartTurn } from "./chart-turn";

type TRow = TSweepPoint & { spread: [number, number] };

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
  const rows: TRow[] = points.map((p) => ({ ...p, spread: [p.y - p.min, p.max - p.y] }));
  return (
    <figure aria-label={`${valueLabel} against ${parameter}`}>
      <ChartTurn height={height}>
        <ComposedChart
          responsive
          style={{ width: "100%", height }}
          data={rows}
          margin={{ top: 12, right: 16, bottom: 8, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.12} />
          <XAxis
            dataKey="x"
            type="number"
            domain={["dataMin", "dataMax"]}
            ticks={rows.map((r) => r.x)}
            padding={{ left: 24, right: 24 }}
            tick={{ fontSize: 11, fill: "currentColor" }}
            label={{ value: parameter, position: "insideBottom", offset: 0, fontSize: 11, fill: "currentColor" }}
            height={40}
          />
          <YAxis
            width={48}
            domain={["auto", "auto"]}
            tick={{ fontSize: 11, fill: "currentColor" }}
            tickFormatter={(y: number) => y.toFixed(1)}
          />
          <Tooltip
            isAnimationActive={false}
            labelFormatter={(x) => `${parameter} = ${x}`}
            formatter={(value, _name, item) => {
              const row = item.payload as TRow;
              const spread = row.runs.length > 1 ? ` (min ${row.min.toFixed(1)}, max ${row.max.toFixed(1)})` : "";
              return [`${(value as number).toFixed(1)}${spread} — ${row.runs.join(", ")}`, valueLabel];
            }}
          />
          <Line dataKey="y" stroke="#0072B2" strokeWidth={2} dot={{ r: 4 }} isAnimationActive={false}>
            <ErrorBar dataKey="spread" width={6} stroke="#0072B2" direction="y" />
          </Line>
        </ComposedChart>
      </ChartTurn>
    </figure>
  );
}
