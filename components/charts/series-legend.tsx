import type { TOverlaySeries } from "@/lib/charts";

/** Colour swatches (dashed like their lines) and names; missing names listed after. */
export function SeriesLegend({ series, missing = [] }: { series: readonly TOverlaySeries[]; missing?: string[] }) {
  return (
    <ul aria-label="Series" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
      {series.map((s) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <svg width="18" height="6" aria-hidden>
            <line
              x1="0"
              y1="3"
              x2="18"
              y2="3"
              stroke={s.color}
              strokeWidth="2.5"
              strokeDasharray={s.dash ?? undefined}
            />
          </svg>
          <span className={missing.includes(s.name) ? "text-zinc-400 line-through" : undefined}>{s.name}</span>
        </li>
      ))}
      {missing.length > 0 && <li className="text-zinc-500">no data: {missing.join(", ")}</li>}
    </ul>
  );
}
