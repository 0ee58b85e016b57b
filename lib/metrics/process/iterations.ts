// Search-P1 Table 7: the distribution of search iterations (1 / 2 / 3+) among successful and among
// failed trajectories; each row's three shares sum to 100%. Trajectories that never searched have no
// column in that table, so they are counted apart (`noSearch`) and left out of the shares.
import { isCorrect } from "./correctness";
import { countSearches } from "./counts";
import { DEFAULT_CORRECTNESS, type TCorrectnessRule, type TProcessTrajectory } from "./types";

export const ITERATION_BUCKETS = ["1", "2", "3+"] as const;
export type TIterationBucket = (typeof ITERATION_BUCKETS)[number];

export type TIterationRow = {
  counts: Record<TIterationBucket, number>;
  /** counts / (trajectories with ≥ 1 search); null when there are none. */
  shares: Record<TIterationBucket, number | null>;
  noSearch: number;
};

export type TIterationsByOutcome = { successful: TIterationRow; failed: TIterationRow; undecided: number };

export function iterationBucket(searches: number): TIterationBucket | null {
  return searches <= 0 ? null : searches === 1 ? "1" : searches === 2 ? "2" : "3+";
}

function emptyRow(): TIterationRow {
  return { counts: { "1": 0, "2": 0, "3+": 0 }, shares: { "1": null, "2": null, "3+": null }, noSearch: 0 };
}

export function iterationsByOutcome(
  trajectories: readonly TProcessTrajectory[],
  correctness: TCorrectnessRule = DEFAULT_CORRECTNESS,
): TIterationsByOutcome {
  const result: TIterationsByOutcome = { successful: emptyRow(), failed: emptyRow(), undecided: 0 };
  for (const trajectory of trajectories) {
    const correct = isCorrect(trajectory, correctness);
    if (correct === null) {
      result.undecided += 1;
      continue;
    }
    const row = correct ? result.successful : result.failed;
    const bucket = iterationBucket(countSearches(trajectory.steps));
    if (bucket === null) row.noSearch += 1;
    else row.counts[bucket] += 1;
  }
  for (const row of [result.successful, result.failed]) {
    const searched = ITERATION_BUCKETS.reduce((sum, bucket) => sum + row.counts[bucket], 0);
    for (const bucket of ITERATION_BUCKETS) row.shares[bucket] = searched === 0 ? null : row.counts[bucket] / searched;
  }
  return result;
}
