// When does a line break? A series is logged at its own cadence (every step for training scalars,
// every test_freq steps for val/*), so "missing" is relative to that cadence: the spacing is the
// median of the positive differences between consecutive x (robust to a few gaps and to the odd
// extra point, such as verl's validation at the last step), and two consecutive finite points are
// separated by a gap when they lie more than `gapFactor`·spacing apart (default 1.5: one missing
// step of a per-step series, one missed validation of a periodic one) or when a logged-but-missing
// value (null/NaN) lies between them. A gap is drawn as a null row, never as a fake 0.
import { isFiniteNumber, type TPoint } from "./types";

export const DEFAULT_GAP_FACTOR = 1.5;

export type TGapOptions = { spacing?: number; gapFactor?: number };

/** Median positive difference between consecutive x values (which must be sorted); null with < 2 distinct. */
export function seriesSpacing(xs: readonly number[]): number | null {
  const diffs: number[] = [];
  for (let i = 1; i < xs.length; i += 1) {
    const diff = (xs[i] as number) - (xs[i - 1] as number);
    if (diff > 0) diffs.push(diff);
  }
  if (diffs.length === 0) return null;
  diffs.sort((a, b) => a - b);
  const mid = diffs.length >> 1;
  return diffs.length % 2 === 1 ? (diffs[mid] as number) : ((diffs[mid - 1] as number) + (diffs[mid] as number)) / 2;
}

/**
 * For each point of an x-sorted series: null when the line runs into it without a break (or it is
 * not finite, or no finite point precedes it), else the x at which to draw the break — the first
 * missing value's x, or the previous finite x plus one spacing (the first step with no data).
 */
export function gapsBefore(points: readonly TPoint[], options: TGapOptions = {}): (number | null)[] {
  const spacing = options.spacing ?? seriesSpacing(points.map((point) => point.x));
  const limit = spacing === null ? Infinity : spacing * (options.gapFactor ?? DEFAULT_GAP_FACTOR);
  let previous: number | null = null;
  let missingAt: number | null = null;
  return points.map((point) => {
    if (!isFiniteNumber(point.y)) {
      missingAt ??= point.x;
      return null;
    }
    let gap: number | null = null;
    if (previous !== null && missingAt !== null) gap = missingAt;
    else if (previous !== null && point.x - previous > limit) gap = previous + (spacing as number);
    previous = point.x;
    missingAt = null;
    return gap;
  });
}
