import type { TSignificance } from "@/lib/dynamics/ablation-types";

/** One line a person can check: which test, on how many shared questions, with what result. */
export function describeSignificance(s: TSignificance, options: { isPercent?: boolean } = {}): string {
  if (s.test === "mcnemar") {
    const method = s.method === "exact" ? "exact binomial" : "χ² with continuity correction";
    return `McNemar (${method}) on ${s.n} shared questions: only this variant right ${s.b}, only the baseline right ${s.c}, p = ${s.pValue.toPrecision(3)}`;
  }
  // Scores are fractions shown ×100; a reward is shown as it is.
  const pct = (v: number) => (options.isPercent === false ? v.toFixed(3) : (v * 100).toFixed(1));
  return `Paired bootstrap (${s.samples} resamples) on ${s.n} shared questions: mean difference ${pct(s.meanDiff)}, ${Math.round(s.confidence * 100)}% CI [${pct(s.low)}, ${pct(s.high)}]`;
}
