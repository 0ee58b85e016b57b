// Steps into bins, so a run with a handful of trajectories per step reads as a curve rather than
// noise. A bin pools its steps' trajectories exactly from the per-step aggregates (count, mean,
// population variance): the bin's mean is the mean of all its trajectories, its variance theirs
// (Chan et al.'s parallel formula), and its 95% confidence interval of the mean follows — Wilson's
// for right/wrong metrics (values 0 or 1), Student's t for the rest.

/** Trajectories a point should rest on before its mean is worth reading (auto width). */
export const MIN_TRAJECTORIES_PER_POINT = 30;
/** Auto never leaves fewer points than this over the visible steps. */
export const MIN_POINTS = 10;

export type TBinInput = {
  step: number;
  count: number;
  mean: number | null;
  variance: number | null;
  /** A drawn spread's bounds at the step (min–max, p50–p90): a bin keeps the lowest and highest. */
  low?: number | null;
  high?: number | null;
};
export type TBin = {
  /** The bin's first and last step (whole steps; from = to without binning). */
  from: number;
  to: number;
  /** The first and last step of the bin that have values (a point sits between them). */
  first: number;
  last: number;
  count: number;
  mean: number | null;
  variance: number | null;
  low: number | null;
  high: number | null;
};

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? 0 : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The auto bin width: enough steps for ~MIN_TRAJECTORIES_PER_POINT trajectories at the median
 * step, but never fewer than MIN_POINTS points over `span` steps; 1 when steps are full already.
 */
export function autoBinWidth(countsPerStep: readonly number[], span: number): number {
  const typical = median(countsPerStep.filter((c) => c > 0));
  if (typical <= 0) return 1;
  const wanted = Math.ceil(MIN_TRAJECTORIES_PER_POINT / typical);
  const cap = Math.max(1, Math.floor((span + 1) / MIN_POINTS));
  return Math.max(1, Math.min(wanted, cap));
}

/**
 * Steps (in step order) into bins [origin + k·width, origin + (k+1)·width − 1], pooled; empty bins
 * are left out, so the chart shows a gap there.
 */
export function binSteps(steps: readonly TBinInput[], width: number, origin: number): TBin[] {
  const bins: TBin[] = [];
  const keyOf = (s: TBinInput) => Math.floor((s.step - origin) / width);
  for (let start = 0, end = 1; start < steps.length; start = end++) {
    const key = keyOf(steps[start]!);
    while (end < steps.length && keyOf(steps[end]!) === key) end += 1;
    bins.push(pooled(steps, start, end, origin + key * width, width));
  }
  return bins;
}

const hasMean = (s: TBinInput) => s.count > 0 && s.mean !== null;

/** Steps [start, end) as one bin. Plain loops: a chart bins every step of a 5,000-step run. */
function pooled(steps: readonly TBinInput[], start: number, end: number, from: number, width: number): TBin {
  const [first, last] = [steps[start]!.step, steps[end - 1]!.step];
  let n = 0;
  let sum = 0;
  let low: number | null = null;
  let high: number | null = null;
  let isKnown = true;
  for (let i = start; i < end; i += 1) {
    const s = steps[i]!;
    if (!hasMean(s)) continue;
    n += s.count;
    sum += s.count * s.mean!;
    if (s.low != null) low = low === null ? s.low : Math.min(low, s.low);
    if (s.high != null) high = high === null ? s.high : Math.max(high, s.high);
    if (s.variance === null) isKnown = false;
  }
  const to = from + width - 1;
  if (n === 0) return { from, to, first, last, count: 0, mean: null, variance: null, low, high };
  const mean = sum / n;
  // Σ n_i·(v_i + (m_i − m)²) / N: the population variance of all the bin's trajectories.
  let m2 = 0;
  for (let i = start; i < end; i += 1) {
    const s = steps[i]!;
    if (hasMean(s)) m2 += s.count * ((s.variance ?? 0) + (s.mean! - mean) ** 2);
  }
  return { from, to, first, last, count: n, mean, variance: isKnown ? m2 / n : null, low, high };
}

// Student's t at 97.5% for 1–30 degrees of freedom; beyond, the value at the nearest lower
// tabulated df (conservative), and 1.96 past 120.
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11,
  2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];
export function tQuantile975(df: number): number {
  if (df <= 30) return T975[Math.max(1, df) - 1]!;
  return df < 40 ? 2.042 : df < 60 ? 2.021 : df < 120 ? 2.0 : 1.96;
}

const Z = 1.959963984540054;

/**
 * The 95% confidence interval of a mean of `n` values: Wilson's score interval when the values are
 * 0/1 (`isBinary`; the variance is then p(1 − p)), else mean ± t·s/√n with the sample variance
 * s² = variance·n/(n − 1). Null when it cannot be known (n < 2 for t, no variance).
 */
export function meanConfidence(
  n: number,
  mean: number | null,
  variance: number | null,
  isBinary: boolean,
): readonly [number, number] | null {
  if (mean === null || n < 1) return null;
  if (isBinary) {
    const p = Math.min(1, Math.max(0, mean));
    const z2 = Z * Z;
    const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
    return [centre - half, centre + half];
  }
  if (n < 2 || variance === null) return null;
  const half = tQuantile975(n - 1) * Math.sqrt((variance * n) / (n - 1) / n);
  return [mean - half, mean + half];
}
