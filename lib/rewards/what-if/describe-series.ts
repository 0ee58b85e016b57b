// Summary statistics of a reward series, equal to numpy's: pairwise summation for the mean,
// population std (ddof = 0, numpy's default; GRPO's unbiased std lives in grpo.ts) and percentiles
// with the default "linear" method, including numpy's two-sided interpolation.

export type TSeriesSummary = {
  count: number;
  missing: number;
  mean: number | null;
  std: number | null;
  min: number | null;
  p25: number | null;
  median: number | null;
  p75: number | null;
  max: number | null;
};

/** numpy's pairwise_sum: 8 accumulators up to 128 values, halves beyond. */
export function pairwiseSum(values: ArrayLike<number>, from = 0, n = values.length): number {
  // Plain locals, no array or closure per call: a million values make ~16,000 calls.
  if (n < 8) {
    let sum = 0;
    for (let i = from; i < from + n; i++) sum += values[i] as number;
    return sum;
  }
  if (n <= 128) {
    let r0 = values[from] as number;
    let r1 = values[from + 1] as number;
    let r2 = values[from + 2] as number;
    let r3 = values[from + 3] as number;
    let r4 = values[from + 4] as number;
    let r5 = values[from + 5] as number;
    let r6 = values[from + 6] as number;
    let r7 = values[from + 7] as number;
    const blocks = from + n - (n % 8);
    let i = from + 8;
    for (; i < blocks; i += 8) {
      r0 += values[i] as number;
      r1 += values[i + 1] as number;
      r2 += values[i + 2] as number;
      r3 += values[i + 3] as number;
      r4 += values[i + 4] as number;
      r5 += values[i + 5] as number;
      r6 += values[i + 6] as number;
      r7 += values[i + 7] as number;
    }
    let sum = r0 + r1 + (r2 + r3) + (r4 + r5 + (r6 + r7));
    for (; i < from + n; i++) sum += values[i] as number;
    return sum;
  }
  let half = Math.floor(n / 2);
  half -= half % 8;
  return pairwiseSum(values, from, half) + pairwiseSum(values, from + half, n - half);
}

/** numpy.percentile(sorted, q·100) with method "linear". */
export function percentile(sorted: ArrayLike<number>, q: number): number {
  const { below, above, t } = percentileRanks(sorted.length, q);
  return lerp(sorted[below] as number, sorted[above] as number, t);
}

/** The two ranks numpy interpolates between for quantile q of n values, and the weight. */
function percentileRanks(n: number, q: number) {
  const virtual = n * q + (1 + q * (1 - 1 - 1)) - 1; // _compute_virtual_index with alpha = beta = 1
  const below = Math.max(0, Math.min(n - 1, Math.floor(virtual)));
  return { below, above: Math.min(n - 1, below + 1), t: virtual - Math.floor(virtual) };
}

// numpy's _lerp.
const lerp = (a: number, b: number, t: number) => (t >= 0.5 ? b - (b - a) * (1 - t) : a + (b - a) * t);

/**
 * Reorders values[left..right] so that rank k holds the value a sort would put there, everything
 * before it no larger and everything after no smaller (Hoare's selection, median-of-three pivot).
 */
function selectRank(values: Float64Array, left: number, right: number, k: number): void {
  while (right > left) {
    const x = values[left] as number;
    const y = values[(left + right) >>> 1] as number;
    const z = values[right] as number;
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = left;
    let j = right;
    while (i <= j) {
      while ((values[i] as number) < pivot) i++;
      while ((values[j] as number) > pivot) j--;
      if (i <= j) {
        const swap = values[i] as number;
        values[i++] = values[j] as number;
        values[j--] = swap;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
}

export function describeSeries(values: ArrayLike<number | null>): TSeriesSummary {
  const finite = new Float64Array(values.length);
  let n = 0;
  let [min, max, negatives, negativeZeros] = [Infinity, -Infinity, 0, 0];
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number | null;
    if (v === null || !Number.isFinite(v)) continue;
    finite[n++] = v;
    if (v < min) min = v;
    if (v > max) max = v;
    if (v < 0) negatives += 1;
    else if (Object.is(v, -0)) negativeZeros += 1;
  }
  const summary = { count: n, missing: values.length - n };
  if (n === 0) return { ...summary, mean: null, std: null, min: null, p25: null, median: null, p75: null, max: null };
  const mean = pairwiseSum(finite, 0, n) / n;
  const squares = new Float64Array(n);
  for (let i = 0; i < n; i++) squares[i] = ((finite[i] as number) - mean) * ((finite[i] as number) - mean);
  const std = Math.sqrt(pairwiseSum(squares) / n);
  // The values a sort would put at the ranks the quartiles read, by selection: a sort of a million
  // values took 100 ms, four per what-if. Selection takes -0 and 0 for equal where a sort puts -0
  // first, so a zero's sign comes from its rank.
  const signed = (rank: number, v: number) => (v === 0 ? (rank < negatives + negativeZeros ? -0 : 0) : v);
  let left = 0;
  const quartile = (q: number) => {
    const { below, above, t } = percentileRanks(n, q);
    selectRank(finite, left, n - 1, below);
    left = below;
    // What follows rank `below` is no smaller: rank `above` holds its least value.
    let next = finite[above] as number;
    for (let i = below + 1; i < n; i++) if ((finite[i] as number) < next) next = finite[i] as number;
    return lerp(signed(below, finite[below] as number), signed(above, next), t);
  };
  return {
    ...summary,
    mean,
    std,
    min: signed(0, min),
    p25: quartile(0.25),
    median: quartile(0.5),
    p75: quartile(0.75),
    max: signed(n - 1, max),
  };
}
