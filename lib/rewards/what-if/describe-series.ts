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
export function pairwiseSum(values: readonly number[], from = 0, n = values.length): number {
  const at = (i: number) => values[from + i] as number;
  if (n < 8) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += at(i);
    return sum;
  }
  if (n <= 128) {
    const r = Array.from({ length: 8 }, (_, j) => at(j));
    let i = 8;
    for (; i < n - (n % 8); i += 8) for (let j = 0; j < 8; j++) r[j] = (r[j] as number) + at(i + j);
    const [r0, r1, r2, r3, r4, r5, r6, r7] = r as [number, number, number, number, number, number, number, number];
    let sum = r0 + r1 + (r2 + r3) + (r4 + r5 + (r6 + r7));
    for (; i < n; i++) sum += at(i);
    return sum;
  }
  let half = Math.floor(n / 2);
  half -= half % 8;
  return pairwiseSum(values, from, half) + pairwiseSum(values, from + half, n - half);
}

/** numpy.percentile(sorted, q·100) with method "linear". */
export function percentile(sorted: readonly number[], q: number): number {
  const n = sorted.length;
  const virtual = n * q + (1 + q * (1 - 1 - 1)) - 1; // _compute_virtual_index with alpha = beta = 1
  const below = Math.max(0, Math.min(n - 1, Math.floor(virtual)));
  const above = Math.min(n - 1, below + 1);
  const t = virtual - Math.floor(virtual);
  const [a, b] = [sorted[below] as number, sorted[above] as number];
  const diff = b - a;
  return t >= 0.5 ? b - diff * (1 - t) : a + diff * t; // numpy's _lerp
}

export function describeSeries(values: readonly (number | null)[]): TSeriesSummary {
  // A Float64Array sorts numerically without a comparator call per comparison: a second off a
  // million-value what-if. pairwiseSum and percentile only index their argument.
  const finite = new Float64Array(values.length);
  let n = 0;
  for (const v of values) if (v !== null && Number.isFinite(v)) finite[n++] = v;
  const summary = { count: n, missing: values.length - n };
  if (n === 0) return { ...summary, mean: null, std: null, min: null, p25: null, median: null, p75: null, max: null };
  const asArray = (typed: Float64Array) => typed as unknown as number[];
  const mean = pairwiseSum(asArray(finite), 0, n) / n;
  const squares = new Float64Array(n);
  for (let i = 0; i < n; i++) squares[i] = ((finite[i] as number) - mean) * ((finite[i] as number) - mean);
  const std = Math.sqrt(pairwiseSum(asArray(squares)) / n);
  const sorted = asArray(finite.subarray(0, n).sort());
  return {
    ...summary,
    mean,
    std,
    min: sorted[0] as number,
    p25: percentile(sorted, 0.25),
    median: percentile(sorted, 0.5),
    p75: percentile(sorted, 0.75),
    max: sorted[n - 1] as number,
  };
}
