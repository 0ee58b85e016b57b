// HiPRAG's over-/under-search bookkeeping. HiPRAG's analysis.py labels every step of a well-formed
// trajectory as one of search | oversearch | non-search | undersearch and reports
//   OSR = oversearch / (search + oversearch),  USR = undersearch / (non-search + undersearch).
// trajscope stores the same judgement as a boolean label on the step (over_search on search steps,
// under_search on the others), so HiPRAG's denominators are "steps of that kind carrying the label":
//   OSR = #search steps with over_search = true  / #search steps with an over_search label
//   USR = #non-search steps with under_search = true / #non-search steps with an under_search label
// Unlabelled steps (unjudged, or an invalid trajectory HiPRAG skips) are left out of both, and
// counted separately so a page can say how much was judged.
import { currentLabel, labelFlag } from "./labels";
import { rateOf, type TProcessStep, type TRate, type TSourceMatch } from "./types";

export type TSearchDecisionCounts = {
  searchSteps: number;
  /** HiPRAG's non-search steps (kind reasoning); an under_search label on another kind still counts below. */
  nonSearchSteps: number;
  overSearchLabelled: number;
  overSearch: number;
  underSearchLabelled: number;
  underSearch: number;
  /** HiPRAG's N: the `<step>` blocks, i.e. search and reasoning steps (plan/answer/invalid are not steps). */
  hipragSteps: number;
  /** HiPRAG's N_corr: those of the N steps not flagged (over_search on a search, under_search on a reasoning step). */
  correctSteps: number;
};

export type TStepDecision = { isOverSearch: boolean | null; isUnderSearch: boolean | null };

/** The current over-/under-search verdicts of one step (null: not judged). */
export function stepDecision(step: TProcessStep, source?: TSourceMatch): TStepDecision {
  return {
    isOverSearch: labelFlag(currentLabel(step.labels, "over_search", source)?.value),
    isUnderSearch: labelFlag(currentLabel(step.labels, "under_search", source)?.value),
  };
}

export function countSearchDecisions(steps: readonly TProcessStep[], source?: TSourceMatch): TSearchDecisionCounts {
  const counts = emptyCounts();
  for (const step of steps) {
    const { isOverSearch, isUnderSearch } = stepDecision(step, source);
    if (step.kind === "search") {
      counts.searchSteps += 1;
      if (isOverSearch !== null) counts.overSearchLabelled += 1;
      if (isOverSearch === true) counts.overSearch += 1;
    } else {
      if (step.kind === "reasoning") counts.nonSearchSteps += 1;
      if (isUnderSearch !== null) counts.underSearchLabelled += 1;
      if (isUnderSearch === true) counts.underSearch += 1;
    }
    if (step.kind === "search" || step.kind === "reasoning") {
      counts.hipragSteps += 1;
      // Each kind is judged one way only: a search for over-search, a reasoning step for under-search.
      const flagged = step.kind === "search" ? isOverSearch === true : isUnderSearch === true;
      if (!flagged) counts.correctSteps += 1;
    }
  }
  return counts;
}

export function emptyCounts(): TSearchDecisionCounts {
  return {
    searchSteps: 0,
    nonSearchSteps: 0,
    overSearchLabelled: 0,
    overSearch: 0,
    underSearchLabelled: 0,
    underSearch: 0,
    hipragSteps: 0,
    correctSteps: 0,
  };
}

/** Counts over many trajectories are pooled (micro-averaged), as HiPRAG sums labels over a test set. */
export function addCounts(a: TSearchDecisionCounts, b: TSearchDecisionCounts): TSearchDecisionCounts {
  const sum = emptyCounts();
  for (const key of Object.keys(sum) as (keyof TSearchDecisionCounts)[]) sum[key] = a[key] + b[key];
  return sum;
}

export function overSearchRate(counts: TSearchDecisionCounts): TRate {
  return rateOf(counts.overSearch, counts.overSearchLabelled);
}

export function underSearchRate(counts: TSearchDecisionCounts): TRate {
  return rateOf(counts.underSearch, counts.underSearchLabelled);
}
