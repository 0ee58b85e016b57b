"use client";

import { BarChart } from "@/components/charts/bar-chart";
import { SERIES_COLORS, type THistogramBar } from "@/lib/what-if/chart-data";

/** Two series on shared bins, side by side per bin (lib/what-if/chart-data.ts prepares the bars). */
export function PairedHistogram(props: {
  bars: THistogramBar[];
  label: string;
  names: { logged: string; recomputed: string };
  /** About how many bin labels fit under it: fewer in a half-width card. */
  labelRoom?: number;
}) {
  const { bars, names } = props;
  return (
    <figure aria-label={props.label} className="w-full">
      <BarChart
        height={232}
        categories={bars.map((bar) => bar.label)}
        series={[
          { name: names.logged, color: SERIES_COLORS.logged },
          { name: names.recomputed, color: SERIES_COLORS.recomputed },
        ]}
        values={bars.map((bar) => [bar.logged, bar.recomputed])}
        isCount
        labelRoom={props.labelRoom ?? 6}
        gap={0.15}
        hasLegend
        describe={(i) => (
          <>
            <p className="font-medium">{bars[i]?.label}</p>
            <p>
              {names.logged}: {bars[i]?.logged.toLocaleString("en-US")}
            </p>
            <p>
              {names.recomputed}: {bars[i]?.recomputed.toLocaleString("en-US")}
            </p>
          </>
        )}
      />
    </figure>
  );
}
