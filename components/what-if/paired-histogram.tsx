"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { SERIES_COLORS, type THistogramBar } from "@/lib/what-if/chart-data";
import { ChartTurn } from "@/components/charts/chart-turn";

/** Two series on shared bins, side by side per bin (lib/what-if/chart-data.ts prepares the bars). */
export function PairedHistogram(props: {
  bars: THistogramBar[];
  label: string;
  names: { logged: string; recomputed: string };
}) {
  return (
    <figure aria-label={props.label} className="h-64 w-full">
      <ChartTurn height={"100%"}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={props.bars} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} barGap={0}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#d4d4d8" />
            <XAxis dataKey="label" tick={{ fontSize: 10 }} interval="preserveStartEnd" minTickGap={16} />
            <YAxis tick={{ fontSize: 10 }} allowDecimals={false} width={48} />
            <Tooltip formatter={(value) => Number(value).toLocaleString("en-US")} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="logged" name={props.names.logged} fill={SERIES_COLORS.logged} isAnimationActive={false} />
            <Bar
              dataKey="recomputed"
              name={props.names.recomputed}
              fill={SERIES_COLORS.recomputed}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartTurn>
    </figure>
  );
}
