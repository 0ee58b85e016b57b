// The overlay line chart's geometry (dynamics, compare): axes over the rows prepareOverlay made,
// and per series the band, the faint raw line and the line, as SVG paths.
import { formatValue, type TValueFormat } from "./format";
import type { TOverlayRow, TOverlaySeries } from "./overlay";
import { bandPath, finiteExtent, linearAxis, linePath, type TAxis } from "./plot";
import type { TRange } from "./types";

export type TOverlayPlot = {
  x: TAxis;
  y: TAxis;
  /** The rows' x, ascending: what the pointer snaps to. */
  xs: number[];
  paths: { key: string; color: string; dash: string | null; band: string; raw: string; value: string }[];
};

/**
 * x spans the zoomed `domain` (or the rows' extent); y is rounded out around every value drawn —
 * lines, raw lines and bands — as a chart's y axis should never cut off what it shows.
 */
export function overlayPlot(
  rows: readonly TOverlayRow[],
  series: readonly TOverlaySeries[],
  options: { domain: TRange | null; format: TValueFormat; isSmoothed: boolean },
): TOverlayPlot {
  const xs = rows.map((row) => row.x);
  const x = linearAxis(options.domain ?? finiteExtent(xs), { format: (v) => v.toLocaleString("en-US"), ticks: 6 });
  const drawn = rows.flatMap((row) =>
    series.flatMap((s) => [row.value[s.key], options.isSmoothed ? row.raw[s.key] : null, ...(row.band[s.key] ?? [])]),
  );
  const y = linearAxis(finiteExtent(drawn), { format: (v) => formatValue(v, options.format), nice: true });
  const paths = series.map((s) => ({
    key: s.key,
    color: s.color,
    dash: s.dash,
    band: bandPath(
      rows.map((row) => ({ x: row.x, band: row.band[s.key] ?? null })),
      x,
      y,
    ),
    raw: options.isSmoothed
      ? linePath(
          rows.map((row) => ({ x: row.x, y: row.raw[s.key] ?? null })),
          x,
          y,
        )
      : "",
    value: linePath(
      rows.map((row) => ({ x: row.x, y: row.value[s.key] ?? null })),
      x,
      y,
    ),
  }));
  return { x, y, xs, paths };
}
