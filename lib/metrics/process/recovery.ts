// PRO-Step §4.8 / Appendix I: a trajectory "recovers" when its initial retrieval fails to surface
// the gold but a later one succeeds; recovery depth k is the first successful retrieval, the initial
// one being k = 0. PRO-Step checks for the gold passage; trajscope has gold answers, not passages, so
// a retrieval succeeds when one of its documents contains a gold answer, "contains" meaning acc's
// test (lib/metrics/answer subExactMatch): a normalized gold is a substring of the normalized
// "title text" of the document — as Search-R1's is_retrieval_correct does for a whole block.
import { normalizedPassages, subExactMatchOfNormalized, type AnswerScheme } from "@/lib/metrics/answer";
import { isCorrect } from "./correctness";
import { DEFAULT_CORRECTNESS, rateOf } from "./types";
import type { TCorrectnessRule, TProcessDocument, TProcessStep, TProcessTrajectory, TRate } from "./types";

export type TRecoveryStatus = "no-gold" | "no-retrieval" | "initial-hit" | "recovered" | "never-found";
export type TRecovery = { status: TRecoveryStatus; depth: number | null; hits: boolean[] };

export function documentContainsGold(doc: TProcessDocument, golds: readonly string[], scheme: AnswerScheme): boolean {
  // subExactMatch(`${title}\n${text}`), from the passages' kept normalizations: Search-R1's
  // reward features test every document of every rollout at ingest.
  return subExactMatchOfNormalized(normalizedPassages([doc.title ?? "", doc.text], scheme), golds, scheme) === 1;
}

/**
 * One entry per retrieval, in order. A search step whose documents were not recorded (null) is not a
 * retrieval we can judge and is skipped; one that returned nothing ([]) is a miss.
 */
export function retrievalHits(
  steps: readonly TProcessStep[],
  golds: readonly string[],
  scheme: AnswerScheme = "flashrag",
): boolean[] {
  return steps
    .filter((step) => step.kind === "search" && step.documents != null)
    .map((step) => (step.documents ?? []).some((doc) => documentContainsGold(doc, golds, scheme)));
}

export function recoveryOf(trajectory: TProcessTrajectory, scheme: AnswerScheme = "flashrag"): TRecovery {
  const golds = trajectory.goldenAnswers ?? [];
  if (golds.length === 0) return { status: "no-gold", depth: null, hits: [] };
  const hits = retrievalHits(trajectory.steps, golds, scheme);
  const depth = hits.indexOf(true);
  if (hits.length === 0) return { status: "no-retrieval", depth: null, hits };
  if (depth === -1) return { status: "never-found", depth: null, hits };
  return { status: depth === 0 ? "initial-hit" : "recovered", depth, hits };
}

export type TRecoverySummary = {
  counts: Record<TRecoveryStatus, number>;
  /** Recovered trajectories by depth k ≥ 1 (Appendix I, Table 20). */
  byDepth: Record<number, number>;
  /** recovered / (recovered + never-found): of the trajectories whose initial retrieval failed. */
  recoveryRate: TRate;
  /** Correct answers among recovered trajectories (Table 5 reports final EM on this subset). */
  correctWhenRecovered: TRate;
};

export function recoverySummary(
  trajectories: readonly TProcessTrajectory[],
  options: { scheme?: AnswerScheme; correctness?: TCorrectnessRule } = {},
): TRecoverySummary {
  const counts: Record<TRecoveryStatus, number> = {
    "no-gold": 0,
    "no-retrieval": 0,
    "initial-hit": 0,
    recovered: 0,
    "never-found": 0,
  };
  const byDepth: Record<number, number> = {};
  let correctRecovered = 0;
  let decidedRecovered = 0;
  for (const trajectory of trajectories) {
    const { status, depth } = recoveryOf(trajectory, options.scheme);
    counts[status] += 1;
    if (status !== "recovered" || depth === null) continue;
    byDepth[depth] = (byDepth[depth] ?? 0) + 1;
    const correct = isCorrect(trajectory, options.correctness ?? DEFAULT_CORRECTNESS);
    if (correct !== null) decidedRecovered += 1;
    if (correct === true) correctRecovered += 1;
  }
  return {
    counts,
    byDepth,
    recoveryRate: rateOf(counts.recovered, counts.recovered + counts["never-found"]),
    correctWhenRecovered: rateOf(correctRecovered, decidedRecovered),
  };
}
