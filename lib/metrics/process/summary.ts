// Every process metric over a set of trajectories (a run, a training-step range, a filter), in one pass
// per metric. Means are over trajectories; search-decision rates pool steps (see search-decisions.ts).
import type { AnswerScheme } from "@/lib/metrics/answer";
import { countQueryRepeats, countSearches, formatCompliance, turnsOf } from "./counts";
import { ifbcRate, type TIfbcSummary } from "./ifbc";
import { iterationsByOutcome, type TIterationsByOutcome } from "./iterations";
import { recoverySummary, type TRecoverySummary } from "./recovery";
import { addCounts, countSearchDecisions, emptyCounts, overSearchRate, underSearchRate } from "./search-decisions";
import type { TSearchDecisionCounts } from "./search-decisions";
import { DEFAULT_CORRECTNESS, rateOf } from "./types";
import type { TCorrectnessRule, TProcessTrajectory, TRate, TSourceMatch } from "./types";

export type TProcessSummaryOptions = { correctness?: TCorrectnessRule; source?: TSourceMatch; scheme?: AnswerScheme };

export type TProcessSummary = {
  trajectories: number;
  searchDecisions: TSearchDecisionCounts;
  overSearchRate: TRate;
  underSearchRate: TRate;
  /** Mean searches per trajectory (HiPRAG's "retrieval calls per question"); null for no trajectories. */
  meanSearches: number | null;
  /** Mean turns over trajectories whose turn count is known. */
  meanTurns: number | null;
  duplicateQueries: number;
  /** Share of trajectories that repeat at least one query. */
  withDuplicateQueries: TRate;
  ifbc: TIfbcSummary;
  formatCompliance: TRate;
  iterations: TIterationsByOutcome;
  recovery: TRecoverySummary;
};

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;

export function summarizeProcess(
  trajectories: readonly TProcessTrajectory[],
  options: TProcessSummaryOptions = {},
): TProcessSummary {
  const correctness = options.correctness ?? DEFAULT_CORRECTNESS;
  let decisions = emptyCounts();
  let duplicateQueries = 0;
  let withDuplicates = 0;
  for (const trajectory of trajectories) {
    decisions = addCounts(decisions, countSearchDecisions(trajectory.steps, options.source));
    const { duplicates } = countQueryRepeats(trajectory.steps);
    duplicateQueries += duplicates;
    if (duplicates > 0) withDuplicates += 1;
  }
  return {
    trajectories: trajectories.length,
    searchDecisions: decisions,
    overSearchRate: overSearchRate(decisions),
    underSearchRate: underSearchRate(decisions),
    meanSearches: mean(trajectories.map((t) => countSearches(t.steps))),
    meanTurns: mean(trajectories.map(turnsOf).filter((turns): turns is number => turns !== null)),
    duplicateQueries,
    withDuplicateQueries: rateOf(withDuplicates, trajectories.length),
    ifbc: ifbcRate(trajectories, { correctness, source: options.source }),
    formatCompliance: formatCompliance(trajectories),
    iterations: iterationsByOutcome(trajectories, correctness),
    recovery: recoverySummary(trajectories, { scheme: options.scheme, correctness }),
  };
}
