// EM, acc (sub-EM), token F1 and cover-EM, equal to the Python references case for case
// (reference/answer_reference.py replays them; reference/answer-cases.json holds the results).
import { answerTokens, normalizeAnswer } from "./normalize";
import { pyIncludes } from "./python-text";
import type { AnswerScheme } from "./schemes";

export type Prediction = string | null | undefined;
/** One gold answer or several; FlashRAG also accepts a bare string. */
export type GoldAnswers = string | readonly string[];
export type AnswerScore = { em: 0 | 1; acc: 0 | 1; f1: number; coverEm: 0 | 1 };

const YES_NO = new Set(["yes", "no", "noanswer"]);

/**
 * Normalized prediction and golds, or null when the answer scores 0 outright: no prediction, one
 * that normalizes to "" (the references would match a gold that also normalizes to "", and
 * FlashRAG's acc would credit any "" gold), or no golds (PRO-Step's max() would raise).
 */
function prepare(prediction: Prediction, golds: GoldAnswers, scheme: AnswerScheme) {
  const list = typeof golds === "string" ? [golds] : golds;
  if (prediction == null || list.length === 0) return null;
  const pred = normalizeAnswer(prediction, scheme);
  return pred === "" ? null : { pred, golds: list.map((gold) => normalizeAnswer(gold, scheme)) };
}

/** FlashRAG F1_Score.token_level_scores for one gold (PRO-Step's f1_score is identical). */
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

/** PRO-Step cover_exact_match_score_1 for one gold. */
function tokenCoverOne(pred: string, gold: string): boolean {
  const predTokens = answerTokens(pred);
  if (YES_NO.has(gold)) return predTokens[0] === gold;
  const present = new Set(predTokens);
  return answerTokens(gold).every((token) => present.has(token));
}

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** EM: some normalized gold equals the normalized prediction. */
export function exactMatch(prediction: Prediction, golds: GoldAnswers, scheme: AnswerScheme = "flashrag"): 0 | 1 {
  const p = prepare(prediction, golds, scheme);
  return bit(p !== null && p.golds.some((gold) => gold === p.pred));
}

/** acc (FlashRAG Sub_ExactMatch): some normalized gold is a substring of the normalized prediction. */
export function subExactMatch(prediction: Prediction, golds: GoldAnswers, scheme: AnswerScheme = "flashrag"): 0 | 1 {
  const p = prepare(prediction, golds, scheme);
  return bit(p !== null && p.golds.some((gold) => pyIncludes(p.pred, gold)));
}

/** Token F1, best over the golds; 0 when a yes/no/noanswer side differs. */
export function tokenF1(prediction: Prediction, golds: GoldAnswers, scheme: AnswerScheme = "flashrag"): number {
  const p = prepare(prediction, golds, scheme);
  return p === null ? 0 : Math.max(0, ...p.golds.map((gold) => tokenF1One(p.pred, gold)));
}

/** Cover-EM: PRO-Step's token cover for "prostep", otherwise Search-R1's substring cover (= acc). */
export function coverExactMatch(prediction: Prediction, golds: GoldAnswers, scheme: AnswerScheme): 0 | 1 {
  if (scheme !== "prostep") return subExactMatch(prediction, golds, scheme);
  const p = prepare(prediction, golds, scheme);
  return bit(p !== null && p.golds.some((gold) => tokenCoverOne(p.pred, gold)));
}

/** All four metrics with one normalization pass over the prediction and each gold. */
export function scoreAnswer(prediction: Prediction, golds: GoldAnswers, scheme: AnswerScheme): AnswerScore {
  const p = prepare(prediction, golds, scheme);
  if (p === null) return { em: 0, acc: 0, f1: 0, coverEm: 0 };
  const acc = bit(p.golds.some((gold) => pyIncludes(p.pred, gold)));
  return {
    em: bit(p.golds.some((gold) => gold === p.pred)),
    acc,
    f1: Math.max(0, ...p.golds.map((gold) => tokenF1One(p.pred, gold))),
    coverEm: scheme === "prostep" ? bit(p.golds.some((gold) => tokenCoverOne(p.pred, gold))) : acc,
  };
}
