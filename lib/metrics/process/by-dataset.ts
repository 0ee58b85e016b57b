// HiPRAG's analysis.py get_scores prints OSR and USR per data_source, sorted by name, then over all:
// each is its step counts pooled within the data source (search-decisions.ts has the definitions).
import { addCounts, countSearchDecisions, emptyCounts, overSearchRate, underSearchRate } from "./search-decisions";
import type { TSearchDecisionCounts } from "./search-decisions";
import type { TProcessTrajectory, TRate, TSourceMatch } from "./types";

export type TDatasetSearchRates = {
  dataset: string | null;
  trajectories: number;
  searchDecisions: TSearchDecisionCounts;
  /** null where HiPRAG prints 0: no search step (no non-search step) of the data source was judged. */
  overSearchRate: TRate;
  underSearchRate: TRate;
};

/** Per dataset in name order (no dataset last), as get_scores prints them. */
export function searchRatesByDataset(
  trajectories: readonly TProcessTrajectory[],
  source?: TSourceMatch,
): TDatasetSearchRates[] {
  const groups = new Map<string | null, { trajectories: number; counts: TSearchDecisionCounts }>();
  for (const trajectory of trajectories) {
    const key = trajectory.dataset ?? null;
    const group = groups.get(key) ?? { trajectories: 0, counts: emptyCounts() };
    group.trajectories += 1;
    group.counts = addCounts(group.counts, countSearchDecisions(trajectory.steps, source));
    groups.set(key, group);
  }
  const order = (a: string | null, b: string | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;
  return [...groups.keys()].sort(order).map((dataset) => {
    const { trajectories: n, counts } = groups.get(dataset)!;
    return {
      dataset,
      trajectories: n,
      searchDecisions: counts,
      overSearchRate: overSearchRate(counts),
      underSearchRate: underSearchRate(counts),
    };
  });
}
