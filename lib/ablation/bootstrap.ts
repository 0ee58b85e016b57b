// Paired comparison of two runs on the questions both answered (Koehn 2004, "Statistical
// significance tests for machine translation evaluation"; Efron & Tibshirani 1993, ch. 13): resample
// the shared questions with replacement B times, take the mean per-question difference each time,
// and report the percentile interval. Pairing removes question difficulty, which dominates the
// variance of per-dataset accuracy. The resampling is seeded (mulberry32), so an interval is
// reproducible; percentiles are numpy's default "linear" ones (lib/rewards describe-series).
import { percentile } from "@/lib/rewards/what-if/describe-series";
import { mulberry32 } from "./random";

/** One trajectory's score (EM, F1, acc) on a question; `key` identifies the question (dataset + id). */
export type TQuestionScore = { key: string; value: number };
export type TPairedScores = { keys: string[]; a: number[]; b: number[]; onlyA: number; onlyB: number };

function meanByKey(scores: readonly TQuestionScore[]): Map<string, number> {
  const sums = new Map<string, { sum: number; n: number }>();
  for (const { key, value } of scores) {
    const entry = sums.get(key) ?? { sum: 0, n: 0 };
    sums.set(key, { sum: entry.sum + value, n: entry.n + 1 });
  }
  return new Map([...sums].map(([key, { sum, n }]) => [key, sum / n]));
}

/**
 * Scores of two runs on their shared questions, in key order. A question answered several times
 * by a run (several samples, several steps) counts once, with its mean score.
 */
export function pairByQuestion(a: readonly TQuestionScore[], b: readonly TQuestionScore[]): TPairedScores {
  const [left, right] = [meanByKey(a), meanByKey(b)];
  const keys = [...left.keys()].filter((key) => right.has(key)).sort();
  return {
    keys,
    a: keys.map((key) => left.get(key) as number),
    b: keys.map((key) => right.get(key) as number),
    onlyA: left.size - keys.length,
    onlyB: right.size - keys.length,
  };
}

export type TBootstrapOptions = { samples?: number; seed?: number; confidence?: number };
export type TBootstrapResult = {
  n: number;
  /** mean(a − b) over the shared questions; null when there are none. */
  meanDiff: number | null;
  low: number | null;
  high: number | null;
  excludesZero: boolean;
  samples: number;
  seed: number;
  confidence: number;
};

export function pairedBootstrap(
  a: readonly number[],
  b: readonly number[],
  options: TBootstrapOptions = {},
): TBootstrapResult {
  if (a.length !== b.length) throw new RangeError(`paired scores differ in length: ${a.length} vs ${b.length}`);
  const { samples = 1000, seed = 0, confidence = 0.95 } = options;
  const n = a.length;
  const base = { n, samples, seed, confidence };
  if (n === 0) return { ...base, meanDiff: null, low: null, high: null, excludesZero: false };
  const diffs = a.map((value, i) => value - (b[i] as number));
  const mean = (sum: number) => sum / n;
  const random = mulberry32(seed);
  const means = new Float64Array(samples);
  for (let s = 0; s < samples; s += 1) {
    let sum = 0;
    for (let i = 0; i < n; i += 1) sum += diffs[Math.floor(random() * n)] as number;
    means[s] = mean(sum);
  }
  const sorted = [...means].sort((x, y) => x - y);
  const alpha = (1 - confidence) / 2;
  const [low, high] = [percentile(sorted, alpha), percentile(sorted, 1 - alpha)];
  const meanDiff = mean(diffs.reduce((sum, d) => sum + d, 0));
  return { ...base, meanDiff, low, high, excludesZero: low > 0 || high < 0 };
}
