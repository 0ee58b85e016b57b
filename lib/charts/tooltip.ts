// What an overlay chart's tooltip (and its hover dot) may show at the hovered row. prepareOverlay
// gives a sparser series the linear interpolation between two of its points on rows that belong to
// another series, so that its line is drawn unbroken; that number was never logged, and a
// tooltip that printed it would present it as a measurement. Only a series' own point (a logged
// value, or a bucket's representative) is a value; a filled one is named without a number.
import type { TOverlayRow, TOverlaySeries } from "./overlay";

type TBand = readonly [number, number];

export type TTooltipPoint = {
  key: string;
  name: string;
  color: string;
  /** The line's value (smoothed when smoothing is on). */
  value: number | null;
  raw: number | null;
  band: TBand | null;
};

export type TTooltipSelection = {
  /** Series with a point of their own at this x, in series order. */
  logged: TTooltipPoint[];
  /** Names of series whose line only passes through this x between two of their logged points. */
  between: string[];
};

/** True when series `key` has a point of its own at this row: not interpolated, not in a gap. */
export function isLoggedAt(row: TOverlayRow | undefined, key: string): boolean {
  if (!row || row.filled[key]) return false;
  return row.value[key] != null || row.raw[key] != null;
}

export function selectTooltipPoints(
  row: TOverlayRow | undefined,
  series: readonly TOverlaySeries[],
): TTooltipSelection {
  const selection: TTooltipSelection = { logged: [], between: [] };
  if (!row) return selection;
  for (const s of series) {
    if (isLoggedAt(row, s.key)) {
      const point = { key: s.key, name: s.name, color: s.color };
      selection.logged.push({
        ...point,
        value: row.value[s.key] ?? null,
        raw: row.raw[s.key] ?? null,
        band: row.band[s.key] ?? null,
      });
    } else if (row.filled[s.key]) selection.between.push(s.name);
  }
  return selection;
}
