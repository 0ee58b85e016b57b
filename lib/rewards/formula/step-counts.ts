// The formula values counted over a trajectory's steps and their labels. Trajectories store them
// (columns of the same names, kept by ingest and by every label change), so a what-if over a
// million trajectories reads one row each instead of every step and label.
import { inHoldingOrder } from "@/lib/annotate/current";
import { readLabelValue, type TStoredLabelValue } from "@/lib/labels/value";
import { countSearchDecisions, currentLabel, hasFlawedIntermediateStep, stepQuality } from "@/lib/metrics/process";
import type { TProcessLabel, TProcessStep, TSearchDecisionCounts, TSourceMatch } from "@/lib/metrics/process";
import type { TStepKind } from "@/lib/trajectory";

/** The identifiers of identifiers.ts that are step counts; each is also its trajectories column. */
export const STEP_COUNT_NAMES = [
  "over_search_steps",
  "under_search_steps",
  "hiprag_steps",
  "correct_steps",
  "bad_steps",
] as const;

export type TStepCounts = Record<(typeof STEP_COUNT_NAMES)[number], number>;

/**
 * The integer columns stored beside them: OSR's and USR's denominators, the steps whose over_search
 * (search steps) or under_search (the others) label reads as a flag (lib/metrics/process's
 * countSearchDecisions), so the run's rates are sums of columns (lib/what-if/server/run-metrics-sql.ts).
 */
export const STORED_COUNT_NAMES = [...STEP_COUNT_NAMES, "over_search_labelled", "under_search_labelled"] as const;

/**
 * What a trajectory row stores of its steps and labels. `has_flawed_intermediate_step` is IFBC's
 * judgement (lib/metrics/process/ifbc.ts): true, an intermediate step is BAD; false, judged and none
 * is; null, not judged.
 */
export type TStoredCounts = Record<(typeof STORED_COUNT_NAMES)[number], number> & {
  has_flawed_intermediate_step: boolean | null;
};

/** The counts of `steps`, each step's labels in holding order (the last of a name holds). */
export function stepCounts(steps: readonly TProcessStep[], source?: TSourceMatch): TStepCounts {
  return countsOf(steps, countSearchDecisions(steps, source), source);
}

function countsOf(
  steps: readonly TProcessStep[],
  decisions: TSearchDecisionCounts,
  source?: TSourceMatch,
): TStepCounts {
  let badSteps = 0;
  for (const step of steps) {
    if (stepQuality(currentLabel(step.labels, "step_quality", source)?.value) === "bad") badSteps += 1;
  }
  return {
    over_search_steps: decisions.overSearch,
    under_search_steps: decisions.underSearch,
    hiprag_steps: decisions.hipragSteps,
    correct_steps: decisions.correctSteps,
    bad_steps: badSteps,
  };
}

type TStoredStep = { index: number; kind: TStepKind };
type TStoredLabel = Pick<TStoredLabelValue, "valueType" | "value"> & {
  stepIndex: number | null;
  source: string;
  name: string;
};

/**
 * The counts of stored steps and labels, `labels` oldest first (created_at, then id), each step read
 * by the label that holds for it — a person's over a model's (lib/annotate/current.ts), as the
 * trajectory page and the flag columns read them.
 */
export function storedStepCounts(steps: readonly TStoredStep[], labels: readonly TStoredLabel[]): TStoredCounts {
  const labelsAt = new Map<number, TProcessLabel[]>();
  for (const label of inHoldingOrder(labels)) {
    if (label.stepIndex === null) continue;
    const at = labelsAt.get(label.stepIndex);
    const read = { source: label.source, name: label.name, value: readLabelValue(label) };
    if (at) at.push(read);
    else labelsAt.set(label.stepIndex, [read]);
  }
  const read = steps.map((step) => ({ kind: step.kind, labels: labelsAt.get(step.index) ?? null }));
  // Counted once for both: ingest runs this on every trajectory.
  const decisions = countSearchDecisions(read);
  return {
    ...countsOf(read, decisions),
    over_search_labelled: decisions.overSearchLabelled,
    under_search_labelled: decisions.underSearchLabelled,
    has_flawed_intermediate_step: hasFlawedIntermediateStep(read),
  };
}
