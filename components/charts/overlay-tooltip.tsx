import {
  formatValue,
  selectTooltipPoints,
  type TOverlayRow,
  type TOverlaySeries,
  type TValueFormat,
} from "@/lib/charts";

/** The exact figures of one row: two decimals more than the axis, raw beside smoothed, the band. */
function precise(format: TValueFormat): TValueFormat {
  return format.kind === "integer" ? format : { ...format, decimals: format.decimals + 2 };
}

// Only the points a series logged at this step carry a number (selectTooltipPoints): a line that
// merely passes between two logged steps is named, never given the interpolated value.
export function OverlayTooltip({
  active,
  row,
  series,
  format,
  isSmoothed,
  bandLabel,
  hint,
  xLabel,
}: {
  active?: boolean;
  row: TOverlayRow | undefined;
  series: readonly TOverlaySeries[];
  format: TValueFormat;
  isSmoothed: boolean;
  bandLabel: string;
  /** What a click or drag does, when the chart does something. */
  hint?: string;
  /** The row's x in words ("steps 7–12" for a bin); "step x" by default. */
  xLabel?: string;
}) {
  if (!active || !row) return null;
  const exact = precise(format);
  const { logged, between } = selectTooltipPoints(row, series);
  return (
    <div
      role="status"
      className="rounded border border-zinc-200 bg-white/95 px-2.5 py-1.5 text-xs shadow-md dark:border-zinc-700 dark:bg-zinc-900/95"
    >
      <p className="font-medium">{xLabel ?? `step ${row.x.toLocaleString("en-US")}`}</p>
      {logged.length === 0 && <p className="text-zinc-500">nothing logged at this step</p>}
      <table className="mt-1 tabular-nums">
        <tbody>
          {logged.map((p) => (
            <tr key={p.key}>
              <td className="pr-2">
                <span className="mr-1 inline-block h-2 w-2 rounded-full" style={{ background: p.color }} />
                {p.name}
              </td>
              <td className="pr-2 text-right font-medium">{formatValue(p.value, exact)}</td>
              {isSmoothed && <td className="pr-2 text-right">raw {formatValue(p.raw, exact)}</td>}
              <td className="text-right text-zinc-500">
                {p.band && bandLabel
                  ? `${bandLabel} ${formatValue(p.band[0], format)} – ${formatValue(p.band[1], format)}`
                  : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {between.length > 0 && <p className="mt-1 text-zinc-500">not logged at this step: {between.join(", ")}</p>}
      {hint && <p className="mt-1 text-zinc-500">{hint}</p>}
    </div>
  );
}
