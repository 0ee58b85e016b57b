import { formatValue, type TOverlayRow, type TOverlaySeries, type TValueFormat } from "@/lib/charts";

/** The exact figures of one row: a decimal more than the axis, raw beside smoothed, the band. */
function precise(format: TValueFormat): TValueFormat {
  return format.kind === "integer" ? format : { ...format, decimals: format.decimals + 2 };
}

export function OverlayTooltip({
  active,
  row,
  series,
  format,
  isSmoothed,
  bandLabel,
}: {
  active?: boolean;
  row: TOverlayRow | undefined;
  series: readonly TOverlaySeries[];
  format: TValueFormat;
  isSmoothed: boolean;
  bandLabel: string;
}) {
  if (!active || !row) return null;
  const exact = precise(format);
  const shown = series.filter((s) => row.value[s.key] != null || row.raw[s.key] != null);
  return (
    <div
      role="status"
      className="rounded border border-zinc-200 bg-white/95 px-2.5 py-1.5 text-xs shadow-md dark:border-zinc-700 dark:bg-zinc-900/95"
    >
      <p className="font-medium">step {row.x.toLocaleString("en-US")}</p>
      {shown.length === 0 && <p className="text-zinc-500">no data at this step</p>}
      <table className="mt-1 tabular-nums">
        <tbody>
          {shown.map((s) => {
            const band = row.band[s.key];
            return (
              <tr key={s.key} className={row.filled[s.key] ? "text-zinc-400" : undefined}>
                <td className="pr-2">
                  <span className="mr-1 inline-block h-2 w-2 rounded-full" style={{ background: s.color }} />
                  {s.name}
                </td>
                <td className="pr-2 text-right font-medium">{formatValue(row.value[s.key], exact)}</td>
                {isSmoothed && <td className="pr-2 text-right">raw {formatValue(row.raw[s.key], exact)}</td>}
                <td className="text-right text-zinc-500">
                  {band ? `${bandLabel} ${formatValue(band[0], format)} – ${formatValue(band[1], format)}` : ""}
                  {row.filled[s.key] ? " (between logged steps)" : ""}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-1 text-zinc-500">Click to open this step&apos;s trajectories · drag to zoom</p>
    </div>
  );
}
