// describeSeries (lib/rewards) for a million values: the same numbers — numpy's pairwise mean,
// population std, "linear" percentiles — with the sort on a Float64Array (numeric, without a
// comparator call per comparison), which takes a second off a million-trajectory what-if.
import { pairwiseSum, percentile, type TSeriesSummary } from "@/lib/rewards";

export function describeValues(values: readonly (number | null)[]): TSeriesSummary {
  const finite = new Float64Array(values.length);
  let n = 0;
  for (const v of values) if (v !== null && Number.isFinite(v)) finite[n++] = v;
  const summary = { count: n, missing: values.length - n };
  if (n === 0) return { ...summary, mean: null, std: null, min: null, p25: null, median: null, p75: null, max: null };
  // pairwiseSum and percentile only index their argument: a typed array reads the same.
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
