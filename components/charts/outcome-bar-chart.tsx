"use client";

import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { formatValue, OUTCOME_COLORS, type TTurnsBar } from "@/lib/charts";
import { ChartTurn } from "./chart-turn";

const TWO_DECIMALS = { kind: "fixed", decimals: 2 } as const;

/** Search-P1 Figure 6b: mean turns of successful and failed trajectories per group. Render-only. */
export function OutcomeBarChart({
  bars,
  label,
  height = 220,
}: {
  bars: readonly TTurnsBar[];
  label: string;
  height?: number;
}) {
  return (
    <figure aria-label={label}>
      <ChartTurn height={height}>
        <BarChart
          responsive
          style={{ width: "100%", height }}
          data={bars as TTurnsBar[]}
          margin={{ top: 8, right: 8, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.12} vertical={false} />
          <XAxis dataKey="group" tick={{ fontSize: 11, fill: "currentColor" }} />
          <YAxis width={40} tick={{ fontSize: 11, fill: "currentColor" }} />
          <Tooltip
            isAnimationActive={false}
            formatter={(value, name, item) => {
              const bar = item.payload as TTurnsBar;
              const n = name === "success" ? bar.successCount : bar.failureCount;
              return [`${formatValue(value as number | null, TWO_DECIMALS)} (n = ${n.toLocaleString("en-US")})`, name];
            }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="success" fill={OUTCOME_COLORS.success} isAnimationActive={false} />
          <Bar dataKey="failure" fill={OUTCOME_COLORS.failure} isAnimationActive={false} />
        </BarChart>
      </ChartTurn>
    </figure>
  );
}
