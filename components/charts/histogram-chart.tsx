"use client";

import type { THistogramBar } from "@/lib/search-p1/types";
import { BarChart } from "./bar-chart";

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
      <BarChart
        height={height}
        categories={bars.map((bar) => bar.label)}
        series={[{ name: "trajectories", color }]}
        values={bars.map((bar) => [bar.count])}
        isCount
        labelRoom={bars.length / 2}
        gap={0.02}
        describe={(i) => (
          <>
            <p className="font-medium">{bars[i]?.label}</p>
            <p>{bars[i]?.count.toLocaleString("en-US")} trajectories</p>
          </>
        )}
      />
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
