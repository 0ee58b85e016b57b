// PRO-Step Appendix H: an intermediate-flawed-but-correct (IFBC) trajectory has at least one flawed
// intermediate step ("all steps except the final-answer step") and a correct final answer;
// IFBC = P(flaw ≥ 1 | correct). "Flawed" is the current step_quality label reading BAD (the judge's
// GOOD/BAD/UNKNOWN, or the PRM's 0).
import { isCorrect } from "./correctness";
import { currentLabel, stepQuality } from "./labels";
import { DEFAULT_CORRECTNESS, rateOf } from "./types";
import type { TCorrectnessRule, TProcessStep, TProcessTrajectory, TRate, TSourceMatch } from "./types";

export type TIfbcOptions = { correctness?: TCorrectnessRule; source?: TSourceMatch };

/** Every step except the last answer step (when there is one). */
export function intermediateSteps(steps: readonly TProcessStep[]): readonly TProcessStep[] {
  const answerAt = steps.findLastIndex((step) => step.kind === "answer");
  return answerAt === -1 ? steps : steps.filter((_, i) => i !== answerAt);
}

/**
 * true: an intermediate step is BAD; false: none is BAD and the trajectory was judged (an
 * intermediate step is GOOD, or there is none and its answer step was judged); null: not judged —
 * so a run without step labels has no IFBC rather than an IFBC of 0.
 */
export function hasFlawedIntermediateStep(steps: readonly TProcessStep[], source?: TSourceMatch): boolean | null {
  const quality = (step: TProcessStep) => stepQuality(currentLabel(step.labels, "step_quality", source)?.value);
  const intermediate = intermediateSteps(steps);
  const qualities = intermediate.map(quality);
  if (qualities.includes("bad")) return true;
  if (qualities.includes("good")) return false;
  return intermediate.length === 0 && steps.some((step) => quality(step) !== "unknown") ? false : null;
}

/** null when correctness or flaws cannot be decided. */
export function isFlawedButCorrect(trajectory: TProcessTrajectory, options: TIfbcOptions = {}): boolean | null {
  const correct = isCorrect(trajectory, options.correctness ?? DEFAULT_CORRECTNESS);
  if (correct !== true) return correct;
  return hasFlawedIntermediateStep(trajectory.steps, options.source);
}

export type TIfbcSummary = TRate & {
  /** Correct trajectories, judged or not; `total` counts the judged ones only. */
  correct: number;
  unjudgedCorrect: number;
};

export function ifbcRate(trajectories: readonly TProcessTrajectory[], options: TIfbcOptions = {}): TIfbcSummary {
  let correct = 0;
  let judged = 0;
  let flawed = 0;
  for (const trajectory of trajectories) {
    if (isCorrect(trajectory, options.correctness ?? DEFAULT_CORRECTNESS) !== true) continue;
    correct += 1;
    const hasFlaw = hasFlawedIntermediateStep(trajectory.steps, options.source);
    if (hasFlaw === null) continue;
    judged += 1;
    if (hasFlaw) flawed += 1;
  }
  return { ...rateOf(flawed, judged), correct, unjudgedCorrect: correct - judged };
}
