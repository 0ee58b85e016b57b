// The three boolean columns ingest fills on each trajectory (has_over_search, has_under_search,
// is_flawed_but_correct), which the browse filters index. A flag is true only when a current label
// says so; "not judged" reads as false, because a column filter has no third state.
import { isCorrect } from "./correctness";
import { hasFlawedIntermediateStep } from "./ifbc";
import { stepDecision } from "./search-decisions";
import { DEFAULT_CORRECTNESS } from "./types";
import type { TCorrectnessRule, TProcessLabel, TProcessStep, TSourceMatch } from "./types";

export type TTrajectoryFlags = { hasOverSearch: boolean; hasUnderSearch: boolean; isFlawedButCorrect: boolean };

export type TFlagsInput = {
  steps: readonly TProcessStep[];
  em?: number | null;
  acc?: number | null;
  f1?: number | null;
  /** An explicit verdict wins over the correctness rule. */
  answerCorrect?: boolean | null;
  /** Trajectory-level labels, read when the rule is a label rule. */
  labels?: readonly TProcessLabel[] | null;
  /** Default: EM ≥ 1. */
  correctness?: TCorrectnessRule;
  source?: TSourceMatch;
};

export function deriveTrajectoryFlags(input: TFlagsInput): TTrajectoryFlags {
  const decisions = input.steps.map((step) => stepDecision(step, input.source));
  const correct = input.answerCorrect ?? isCorrect(input, input.correctness ?? DEFAULT_CORRECTNESS);
  return {
    hasOverSearch: decisions.some((d, i) => d.isOverSearch === true && input.steps[i]?.kind === "search"),
    hasUnderSearch: decisions.some((d, i) => d.isUnderSearch === true && input.steps[i]?.kind !== "search"),
    isFlawedButCorrect: correct === true && hasFlawedIntermediateStep(input.steps, input.source) === true,
  };
}
