// PRO-Step (Kim et al. 2026) value tree search quantities, as functions over stored tree nodes:
//   terminal:      Q(s_T) = F1(s_T, y*) · γ^d(s_T)          (Eq. 3, Appendix C; γ = 0.9)
//   non-terminal:  Q(s_t) = r̂(s_t) · γ^d(s_t)              (Eq. 3)
//   mean value:    Q̄(s) = W(s) / N(s)                       (Appendix C, Selection)
//   ranking:       V(s) = Q̄(s) + α · r̂(s)                   (Eq. 4; α = 0.3)
//   pairs kept:    chosen F1 ≥ 0.2 and ΔF1 ≥ 0.2             (Appendix B, outcome-margin filter)
// The released scripts/build_mcts_dpo.py stores `f1_reward` already discounted (F1·β^depth) on
// terminal nodes and, on inner nodes, the visit-weighted mean of its children's f1_reward; it ranks
// siblings by f1_reward + α·generative_score (combinedReward below) rather than by W/N + α·r̂.
// So `f1` here is a raw token F1: pass a cache's f1_reward to combinedReward, never to terminalValue.
import { resolveParams } from "./params";
import { powRounded } from "./pow";
import type { TRewardInput, TRewardParam, TRewardParamValues, TRewardPreset, TRewardResult } from "./types";

export const PRO_STEP_DEFAULTS = { gamma: 0.9, alpha: 0.3, minChosenF1: 0.2, minDeltaF1: 0.2 } as const;

/** The tree-cache fields these use (f1_reward, depth, visit_count, total_value, generative_score). */
export type TTreeNode = {
  f1: number | null;
  depth: number;
  visitCount: number;
  totalValue: number;
  generativeScore: number | null;
};

export function terminalValue(node: Pick<TTreeNode, "f1" | "depth">, gamma: number = PRO_STEP_DEFAULTS.gamma): number {
  return (node.f1 ?? 0) * powRounded(gamma, node.depth);
}

export function stepValue(node: Pick<TTreeNode, "generativeScore" | "depth">, gamma: number = PRO_STEP_DEFAULTS.gamma) {
  return (node.generativeScore ?? 0) * powRounded(gamma, node.depth);
}

/**
 * Q̄ = W/N. An unvisited node (N = 0) has no mean; its value is 0 here, the value UCB never reads
 * because it selects unvisited nodes first.
 */
export function meanValue(node: Pick<TTreeNode, "visitCount" | "totalValue">): number {
  return node.visitCount > 0 ? node.totalValue / node.visitCount : 0;
}

/** V(s) = Q̄(s) + α·r̂(s); a node the PRM did not score has r̂ = 0. */
export function nodeValue(
  node: Pick<TTreeNode, "visitCount" | "totalValue" | "generativeScore">,
  alpha: number = PRO_STEP_DEFAULTS.alpha,
): number {
  return meanValue(node) + alpha * (node.generativeScore ?? 0);
}

/** The released code's ranking value: f1_reward + α·generative_score (no bonus when unscored). */
export function combinedReward(
  node: { f1Reward: number; generativeScore: number | null },
  alpha: number = PRO_STEP_DEFAULTS.alpha,
): number {
  return node.f1Reward + alpha * (node.generativeScore ?? 0);
}

/** Plain double comparisons, as Python makes them: 1 − 0.8 = 0.19999999999999996 fails ΔF1 ≥ 0.2. */
export function isPairKept(
  pair: { chosenF1: number; rejectedF1: number },
  filter: { minChosenF1: number; minDeltaF1: number } = PRO_STEP_DEFAULTS,
): boolean {
  return pair.chosenF1 >= filter.minChosenF1 && pair.chosenF1 - pair.rejectedF1 >= filter.minDeltaF1;
}

const PARAMS: readonly TRewardParam[] = [
  {
    kind: "number",
    name: "gamma",
    label: "γ (depth discount)",
    default: 0.9,
    min: 0,
    max: 1,
    step: 0.01,
    description: "Discount per tree level; penalizes long trajectories.",
  },
];

function compute(input: TRewardInput, overrides: TRewardParamValues = {}): TRewardResult {
  const p = resolveParams(PARAMS, overrides);
  if (input.f1 == null) return { total: null, components: {} };
  const depth = input.steps.length;
  return { total: terminalValue({ f1: input.f1, depth }, p.number("gamma")), components: { f1: input.f1, depth } };
}

export const PRO_STEP: TRewardPreset = {
  id: "pro-step",
  label: "PRO-Step (terminal value)",
  source: "Kim et al. 2026, PRO-Step, Eq. 3 and Appendix C",
  formula: "Q = F1 · γ^depth",
  description:
    "The value tree search's terminal reward: the answer's token F1, discounted by γ per step. PRO-Step trains with step-level DPO, not with this as an RL reward; it shows how a trajectory would score as a tree leaf.",
  params: PARAMS,
  choices: [
    "Equals the paper's Eq. 3 (Q = F1·γ^depth) and Appendix C; not yet checked against keemminnke/PRO-Step's Python output.",
    "depth = the number of steps: the root (the question) is depth 0 and each model-generated step adds a level.",
    "F1 is the stored token F1 (FlashRAG's, which PRO-Step reports); unknown F1 gives no value (null).",
    "V(s) = Q̄(s) + α·r̂(s) ranks tree nodes, not trajectories: see nodeValue (α = 0.3).",
  ],
  compute,
};
