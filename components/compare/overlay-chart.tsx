"use client";

import { Area, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import { formatValue, type TValueFormat } from "@/lib/charts/format";
import type { TOverlay, TOverlayRow } from "@/lib/charts/overlay";

// Render-only: lib/charts decided smoothing, buckets, gaps (null breaks a line), colours and dashes.
// Per run: the min–max band of each bucket, the raw line faintly when smoothed, the line on top.

type TProps = { overlay: TOverlay; format: TValueFormat; isSmoothed: boolean; label: string };

export function OverlayChart({ overlay, format, isSmoothed, label }: TProps) {
  const names = Object.fromEntries(overlay.series.map((s) => [`value.${s.key}`, s.name]));
  return (
    <figure aria-label={label} className="w-full">
      <ComposedChart
        responsive
        data={overlay.rows}
        style={{ width: "100%", height: 300 }}
        margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.12} />
        <XAxis
          dataKey="x"
          type="number"
          domain={overlay.domain ? [overlay.domain[0], overlay.domain[1]] : ["auto", "auto"]}
          tick={{ fontSize: 11 }}
          label={{ value: "training step", position: "insideBottom", offset: -4, fontSize: 11 }}
        />
        <YAxis tick={{ fontSize: 11 }} width={56} tickFormatter={(v: number) => formatValue(v, format)} />
        <Tooltip
          labelFormatter={(x) => `step ${String(x)}`}
          formatter={(value, name) => [
            formatValue(typeof value === "number" ? value : null, format),
            names[String(name)] ?? name,
          ]}
          filterNull
        />
        <Legend verticalAlign="top" height={28} formatter={(key: string) => names[key] ?? key} />
        {overlay.series.map((s) => (
          <Area
            key={`band-${s.key}`}
            dataKey={(row: TOverlayRow) => row.band[s.key] ?? null}
            stroke="none"
            fill={s.color}
            fillOpacity={0.12}
            isAnimationActive={false}
            legendType="none"
            tooltipType="none"
            connectNulls={false}
          />
        ))}
        {isSmoothed &&
          overlay.series.map((s) => (
            <Line
              key={`raw-${s.key}`}
              dataKey={(row: TOverlayRow) => row.raw[s.key] ?? null}
              stroke={s.color}
              strokeOpacity={0.3}
              dot={false}
              isAnimationActive={false}
              legendType="none"
              tooltipType="none"
              connectNulls={false}
            />
          ))}
        {overlay.series.map((s) => (
          <Line
            key={s.key}
            name={`value.${s.key}`}
            dataKey={`value.${s.key}`}
            stroke={s.color}
            strokeDasharray={s.dash ?? undefined}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
            connectNulls={false}
          />
        ))}
      </ComposedChart>
      <figcaption className="sr-only">{label}</figcaption>
    </figure>
  );
}
