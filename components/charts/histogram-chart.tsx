"use client";

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import type { THistogramBar } from "@/lib/search-p1/types";
import { ChartTurn } from "./chart-turn";

/** Counts per bin of a 0–1 score, with the counts also as a table (read by screen readers and tests). Render-only. */
export function HistogramChart({
  bars,
  label,
  color = "#0072B2",
  height = 180,
}: {
  bars: readonly THistogramBar[];
  label: string;
  color?: string;
  height?: number;
}) {
  return (
    <figure aria-label={label} className="space-y-1">
      <ChartTurn height={height}>
        <BarChart
          responsive
          style={{ width: "100%", height }}
          data={bars as THistogramBar[]}
          margin={{ top: 8, right: 8, left: 0 }}
          barCategoryGap={1}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.12} vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 10, fill: "currentColor" }} interval={1} />
          <YAxis width={40} allowDecimals={false} tick={{ fontSize: 11, fill: "currentColor" }} />
          <Tooltip
            isAnimationActive={false}
            formatter={(value) => [(value as number).toLocaleString("en-US"), "trajectories"]}
          />
          <Bar dataKey="count" fill={color} isAnimationActive={false} />
        </BarChart>
      </ChartTurn>
      <table
        aria-label={`${label} bins`}
        className="w-full table-fixed text-center text-[10px] tabular-nums text-zinc-500"
      >
        <thead>
          <tr>
            {bars.map((bar) => (
              <th key={bar.bin} scope="col" className="font-normal">
                {bar.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {bars.map((bar) => (
              <td key={bar.bin}>{bar.count.toLocaleString("en-US")}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </figure>
  );
}
