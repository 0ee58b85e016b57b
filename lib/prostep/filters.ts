import * as z from "zod/mini";
import "@/lib/http/zod-mini";

// The paper's pair filters, in one place for the pair browser, the API and `trajscope export
// --pairs`. A sibling pair is kept when V(s⁺) − V(s⁻) > δ (§3.2, "Preference data construction")
// and, for the outcome-margin filter, chosen F1 ≥ 0.2 and ΔF1 = F1(s⁺) − F1(s⁻) ≥ 0.2 (Appendix B,
// Table 8). The paper gives no value for δ: 0 keeps every strictly ordered pair.

/** The scores of a pair the filters read: backed-up F1·γ^d and V of each side. */
export type TPairScores = { chosenF1: number; rejectedF1: number; chosenValue: number; rejectedValue: number };

export const DEFAULT_PAIR_FILTER = { margin: 0, minChosenF1: 0.2, minDeltaF1: 0.2 } as const;
export type TPairFilter = { margin: number; minChosenF1: number; minDeltaF1: number };

// Scores are sums of floats (0.6 − 0.4 is 0.19999999999999998): a difference within 1e-9 of a
// threshold counts as reaching it, as a person reading the two-decimal values would expect.
const EPS = 1e-9;

export const pairMargin = (p: TPairScores) => p.chosenValue - p.rejectedValue;
export const pairDeltaF1 = (p: TPairScores) => p.chosenF1 - p.rejectedF1;

/** Whether a pair passes each filter, so a page can count what each one removes. */
export function pairFilterChecks(p: TPairScores, f: TPairFilter) {
  return {
    margin: pairMargin(p) > f.margin + EPS,
    chosenF1: p.chosenF1 >= f.minChosenF1 - EPS,
    deltaF1: pairDeltaF1(p) >= f.minDeltaF1 - EPS,
  };
}

/** The one filter: every check passes. */
export function passesPairFilter(p: TPairScores, f: TPairFilter): boolean {
  const checks = pairFilterChecks(p, f);
  return checks.margin && checks.chosenF1 && checks.deltaF1;
}

const ZThreshold = z.coerce.number().check(z.gte(-2), z.lte(2));

/** The filter from a query string (?margin=&minF1=&minDeltaF1=, nothing else); a missing value is the paper's. */
export const ZPairFilterQuery = z.strictObject({
  margin: z.optional(ZThreshold),
  minF1: z.optional(ZThreshold),
  minDeltaF1: z.optional(ZThreshold),
});

export function pairFilterOf(query: z.infer<typeof ZPairFilterQuery>): TPairFilter {
  return {
    margin: query.margin ?? DEFAULT_PAIR_FILTER.margin,
    minChosenF1: query.minF1 ?? DEFAULT_PAIR_FILTER.minChosenF1,
    minDeltaF1: query.minDeltaF1 ?? DEFAULT_PAIR_FILTER.minDeltaF1,
  };
}

/** The filter as query parameters, leaving out what equals the paper's default. */
export function pairFilterParams(f: TPairFilter): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.margin !== DEFAULT_PAIR_FILTER.margin) out.margin = String(f.margin);
  if (f.minChosenF1 !== DEFAULT_PAIR_FILTER.minChosenF1) out.minF1 = String(f.minChosenF1);
  if (f.minDeltaF1 !== DEFAULT_PAIR_FILTER.minDeltaF1) out.minDeltaF1 = String(f.minDeltaF1);
  return out;
}

/** Counts under each filter alone and under all: what the browser shows beside its sliders. */
export function countPairFilters(pairs: readonly TPairScores[], f: TPairFilter) {
  const counts = { total: pairs.length, margin: 0, chosenF1: 0, deltaF1: 0, all: 0 };
  for (const p of pairs) {
    const c = pairFilterChecks(p, f);
    if (c.margin) counts.margin++;
    if (c.chosenF1) counts.chosenF1++;
    if (c.deltaF1) counts.deltaF1++;
    if (c.margin && c.chosenF1 && c.deltaF1) counts.all++;
  }
  return counts;
}
