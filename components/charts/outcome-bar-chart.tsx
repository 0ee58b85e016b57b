"use client";

import { formatValue, OUTCOME_COLORS, type TTurnsBar } from "@/lib/charts";
import { BarChart } from "./bar-chart";

const TWO_DECIMALS = { kind: "fixed", decimals: 2 } as const;
const SERIES = [
  { name: "success", color: OUTCOME_COLORS.success },
  { name: "failure", color: OUTCOME_COLORS.failure },
];

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
      <BarChart
        height={height}
        categories={bars.map((bar) => bar.group)}
        series={SERIES}
        values={bars.map((bar) => [bar.success, bar.failure])}
        hasLegend
        describe={(i) => {
          const bar = bars[i]!;
          return (
            <>
              <p className="font-medium">{bar.group}</p>
              <p>
                success {formatValue(bar.success, TWO_DECIMALS)} (n = {bar.successCount.toLocaleString("en-US")})
              </p>
              <p>
                failure {formatValue(bar.failure, TWO_DECIMALS)} (n = {bar.failureCount.toLocaleString("en-US")})
              </p>
            </>
          );
        }}
      />
    </figure>
  );
}
