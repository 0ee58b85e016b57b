// Whether a trajectory's final answer counts as correct, under an explicit rule (see TCorrectnessRule).
import { currentLabel, labelFlag, labelNumber } from "./labels";
import { DEFAULT_CORRECTNESS, type TCorrectnessRule, type TProcessTrajectory } from "./types";

/**
 * true/false, or null when the rule cannot decide: the metric is unknown (no gold answers), or no
 * label of that name exists. A label may be a verdict (true/false, "True"/"False" as R1-Searcher's
 * judge writes) or a score, which counts as correct at 1 or more.
 */
export function isCorrect(
  trajectory: Pick<TProcessTrajectory, "em" | "acc" | "f1" | "labels">,
  rule: TCorrectnessRule = DEFAULT_CORRECTNESS,
): boolean | null {
  if (rule.by === "metric") {
    const value = trajectory[rule.metric];
    return value == null ? null : value >= rule.atLeast;
  }
  const label = currentLabel(trajectory.labels, rule.name, rule.source);
  if (label === undefined) return null;
  const flag = labelFlag(label.value);
  if (flag !== null) return flag;
  const score = labelNumber(label.value);
  return score === null ? null : score >= 1;
}
