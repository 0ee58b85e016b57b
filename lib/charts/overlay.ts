// Several series on one x axis: one row per x with one entry per series (keys s0, s1, … — run
// names may hold any character). Each series is smoothed on its full-resolution points (as
// TensorBoard does), then bucketed over the shared range. A line is drawn through every row and
// breaks at null and at a missing key (lib/charts/plot.ts), so a row where one series has no point of
// its own between two of its connected points gets the linear interpolation of those two — the
// very pixel the straight segment passes through — flagged in `filled` so a tooltip can omit it.
// Inside a gap, or outside the series' own x-extent, the entry is null.
import { bucketSeries, extentOf, sortedOrder, type TBucketOptions, type TBucketRow } from "./bucket";
import { assignStyles } from "./palette";
import { smoothValues } from "./smooth";
import { isFiniteNumber, type TPoint, type TRange, type TSeriesInput } from "./types";

export type TOverlayOptions = TBucketOptions & { smoothing?: number };
export type TOverlaySeries = { key: string; name: string; color: string; dash: string | null };
type TBand = readonly [number, number];
export type TOverlayRow = {
  x: number;
  /** The line: smoothed when smoothing > 0, else the raw representative. */
  value: Record<string, number | null>;
  /** The raw representative, drawn faintly behind a smoothed line. */
  raw: Record<string, number | null>;
  /** [min, max] of the raw values in the bucket. */
  band: Record<string, TBand | null>;
  filled: Record<string, boolean>;
};
export type TOverlay = { series: TOverlaySeries[]; rows: TOverlayRow[]; domain: TRange | null };

type TPrepared = { value: number | null; raw: number | null; band: TBand | null };

function prepareOne(points: readonly TPoint[], options: TOverlayOptions): Map<number, TPrepared> {
  const sorted = sortedOrder(points).map((i) => points[i] as TPoint);
  const smoothed = options.smoothing
    ? smoothValues(
        sorted.map((p) => p.y),
        options.smoothing,
      )
    : null;
  const rows: TBucketRow[] = bucketSeries(sorted, options);
  const valueOf = (row: TBucketRow) => {
    const value = smoothed && row.source !== null ? smoothed[row.source] : row.y;
    return isFiniteNumber(value) ? value : null;
  };
  return new Map(rows.map((row) => [row.x, { raw: row.y, band: row.band, value: valueOf(row) }]));
}

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

export function prepareOverlay(inputs: readonly TSeriesInput[], options: TOverlayOptions = {}): TOverlay {
  const styles = assignStyles(inputs.map((input) => input.name));
  const series = inputs.map((input, i) => {
    const style = styles.get(input.name) as { color: string; dash: string | null };
    return { key: `s${i}`, name: input.name, color: input.color ?? style.color, dash: style.dash };
  });
  const domain = options.range ?? extentOf(inputs.flatMap((input) => input.points));
  if (domain === null) return { series, rows: [], domain };
  const prepared = inputs.map((input) => prepareOne(input.points, { ...options, range: domain }));
  const xs = [...new Set(prepared.flatMap((map) => [...map.keys()]))].sort((a, b) => a - b);
  const rows: TOverlayRow[] = xs.map((x) => ({ x, value: {}, raw: {}, band: {}, filled: {} }));
  prepared.forEach((map, i) => {
    const key = `s${i}`;
    const own = [...map.keys()]; // ascending: bucket rows come in x order
    let next = 0; // index in `own` of the first x ≥ the row's x
    for (const row of rows) {
      while (next < own.length && (own[next] as number) < row.x) next += 1;
      const exact = own[next] === row.x ? map.get(row.x) : undefined;
      const left = map.get(own[next - 1] as number);
      const right = map.get(own[next] as number);
      let entry: TPrepared = exact ?? { value: null, raw: null, band: null };
      const isFilled = !exact && left?.raw != null && right?.raw != null;
      if (isFilled && left && right) {
        const t = (row.x - (own[next - 1] as number)) / ((own[next] as number) - (own[next - 1] as number));
        const mix = (a: number | null, b: number | null) => (a === null || b === null ? null : lerp(a, b, t));
        const band =
          left.band && right.band
            ? ([lerp(left.band[0], right.band[0], t), lerp(left.band[1], right.band[1], t)] as const)
            : null;
        entry = { value: mix(left.value, right.value), raw: mix(left.raw, right.raw), band };
      }
      row.value[key] = entry.value;
      row.raw[key] = entry.raw;
      row.band[key] = entry.band;
      row.filled[key] = isFilled;
    }
  });
  return { series, rows, domain };
}
