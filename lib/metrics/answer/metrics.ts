// EM, acc (sub-EM), token F1 and cover-EM, equal to each scheme's Python reference case for case,
// degenerate answers included (reference/ runs that code; reference/answer-cases.json holds the results).
import { answerTokens, normalizeAnswer } from "./normalize";
import { pyIncludes } from "./python-text";
import type { AnswerScheme } from "./schemes";

export type Prediction = string | null | undefined;
/** One gold answer or several; FlashRAG also accepts a bare string. */
export type GoldAnswers = string | readonly string[];
export type AnswerScore = { em: 0 | 1; acc: 0 | 1; f1: number; coverEm: 0 | 1 };

const YES_NO = new Set(["yes", "no", "noanswer"]);
const ZERO: AnswerScore = { em: 0, acc: 0, f1: 0, coverEm: 0 };

type Prepared = { raw: string; pred: string; golds: string[] };

/**
 * Normalized prediction and golds, or null when the answer scores 0 outright: no prediction (every
 * reference would call .lower() on None) or no golds (R1-Searcher's and PRO-Step's max() raise;
 * FlashRAG and HiPRAG give 0). Only "flashrag-strict" also zeroes what normalizes to "".
 */
function prepare(
  prediction: Prediction,
  golds: GoldAnswers,
  scheme: AnswerScheme,
  normalizedPrediction?: string,
): Prepared | null {
  const list = typeof golds === "string" ? [golds] : golds;
  if (prediction == null || list.length === 0) return null;
  const pred = normalizedPrediction ?? normalizeAnswer(prediction, scheme);
  let normalized = list.map((gold) => normalizeAnswer(gold, scheme));
  if (scheme === "flashrag-strict") {
    normalized = normalized.filter((gold) => gold !== "");
    if (pred === "" || normalized.length === 0) return null;
  }
  return { raw: prediction, pred, golds: normalized };
}

/** FlashRAG F1_Score.token_level_scores for one gold (R1-Searcher's and PRO-Step's f1_score are identical). */
function tokenF1One(pred: string, gold: string): number {
  if (YES_NO.has(pred) && pred !== gold) return 0;
  if (YES_NO.has(gold) && pred !== gold) return 0;
  const predTokens = answerTokens(pred);
  const goldTokens = answerTokens(gold);
  const goldCounts = new Map<string, number>();
  for (const token of goldTokens) goldCounts.set(token, (goldCounts.get(token) ?? 0) + 1);
  let numSame = 0; // sum((Counter(pred) & Counter(gold)).values())
  for (const token of predTokens) {
    const left = goldCounts.get(token) ?? 0;
    if (left > 0) {
      numSame += 1;
      goldCounts.set(token, left - 1);
    }
  }
  if (numSame === 0) return 0;
  // Same operations in the same order as Python, so the doubles agree bit for bit.
  const precision = (1.0 * numSame) / predTokens.length;
  const recall = (1.0 * numSame) / goldTokens.length;
  return (2 * precision * recall) / (precision + recall);
}

/** PRO-Step cover_exact_match_score_1 for one gold (tokens by str.split()). */
function proStepCoverOne(pred: string, gold: string): boolean {
  const predTokens = answerTokens(pred);
  if (YES_NO.has(gold)) return predTokens[0] === gold;
  const present = new Set(predTokens);
  return answerTokens(gold).every((token) => present.has(token));
}

/** R1-Searcher cover_exact_match_score_1: tokens by str.split(" "), so "" is the one token [""]. */
function r1SearcherCoverOne(pred: string, gold: string): boolean {
  const present = new Set(pred.split(" "));
  return gold.split(" ").every((token) => present.has(token));
}

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);
const isSubstring = (p: Prepared) => p.golds.some((gold) => pyIncludes(p.pred, gold));

function coverOf(p: Prepared, scheme: AnswerScheme): boolean {
  switch (scheme) {
    case "prostep":
      return p.golds.some((gold) => proStepCoverOne(p.pred, gold));
    case "r1-searcher":
      return p.golds.some((gold) => r1SearcherCoverOne(p.pred, gold));
    case "hiprag": // reward.py cover_exact_match: `if not pred: return False`, on the raw prediction
      return p.raw !== "" && isSubstring(p);
    default: // Search-R1's cover_em_check: FlashRAG's acc
      return isSubstring(p);
  }
}

/** EM: some normalized gold equals the normalized prediction. */
export function exactMatch(prediction: Prediction, golds: GoldAnswers, scheme: AnswerScheme = "flashrag"): 0 | 1 {
  const p = prepare(prediction, golds, scheme);
  return bit(p !== null && p.golds.some((gold) => gold === p.pred));
}

/** acc (FlashRAG Sub_ExactMatch, R1-Searcher cover_em_2): some normalized gold is a substring of the prediction. */
export function subExactMatch(prediction: Prediction, golds: GoldAnswers, scheme: AnswerScheme = "flashrag"): 0 | 1 {
  const p = prepare(prediction, golds, scheme);
  return bit(p !== null && isSubstring(p));
}

/** subExactMatch of a text whose normalization under `scheme` (normalizeAnswer's) is at hand. */
export function subExactMatchOfNormalized(normalized: string, golds: GoldAnswers, scheme: AnswerScheme): 0 | 1 {
  const p = prepare(normalized, golds, scheme, normalized);
  return bit(p !== null && isSubstring(p));
}

/** Token F1, best over the golds; 0 when a yes/no/noanswer side differs. */
export function tokenF1(prediction: Prediction, golds: GoldAnswers, scheme: AnswerScheme = "flashrag"): number {
  const p = prepare(prediction, golds, scheme);
  return p === null ? 0 : Math.max(0, ...p.golds.map((gold) => tokenF1One(p.pred, gold)));
}

/** Cover-EM as the scheme's reference defines it (see ANSWER_SCHEMES). */
export function coverExactMatch(prediction: Prediction, golds: GoldAnswers, scheme: AnswerScheme): 0 | 1 {
  const p = prepare(prediction, golds, scheme);
  return bit(p !== null && coverOf(p, scheme));
}

/** All four metrics with one normalization pass over the prediction and each gold. */
export function scoreAnswer(prediction: Prediction, golds: GoldAnswers, scheme: AnswerScheme): AnswerScore {
  const p = prepare(prediction, golds, scheme);
  if (p === null) return { ...ZERO };
  return {
    em: bit(p.golds.some((gold) => gold === p.pred)),
    acc: bit(isSubstring(p)),
    f1: Math.max(0, ...p.golds.map((gold) => tokenF1One(p.pred, gold))),
    coverEm: bit(coverOf(p, scheme)),
  };
}
