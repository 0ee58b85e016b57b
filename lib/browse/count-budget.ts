// When the trajectory list counts exactly (lib/browse/server/trajectory-count.ts), and what the list
// tells the user when it shows an estimate instead (list-count.tsx).

import type { TTrajectoryCount } from "./types";

/**
 * How a larger run's matches are estimated (lib/browse/server/run-sample.ts): a window of 10 ids in
 * each of 500 stretches of its id range, so 5,000 trajectories at most. Many narrow windows, not a
 * few wide ones: neighbours share questions and topics, and on bench-1m 50 windows of 100 ids put a
 * term in 1.8 % of the run at 6,000 ± 8,300 (17,811 match), 500 of 10 at 21,000 ± 11,000. The
 * sample of a label filter, whose every row is probed, reads in 50–80 ms there.
 */
export const RUN_SAMPLE = { stretches: 500, idsPerStretch: 10 } as const;

/** A run this small is always counted exactly: an estimate would save little and could mislead. */
export const ALWAYS_EXACT_RUN = 50_000;
/** Above this many estimated matches, the count stays an estimate. */
export const EXACT_UP_TO = 200_000;
/** An exact count that takes longer than this (PostgreSQL) is abandoned for the estimate. */
export const EXACT_BUDGET_MS = 250;

/**
 * How to count a filter's matches: exactly, whatever it takes, on a small run; on a large one the
 * sample's estimate when it finds too many matches to count on every change of filter, else
 * exactly within the time budget.
 */
export function countMethod(input: {
  /** The run's trajectories (within the filter's training steps, when it names few), estimated from the sample. */
  runTrajectories: number;
  /** The filter's matches, estimated from a sample of the run. */
  estimate: number;
}): "exact" | "exact-within-budget" | "estimate" {
  if (input.runTrajectories <= ALWAYS_EXACT_RUN) return "exact";
  return input.estimate > EXACT_UP_TO ? "estimate" : "exact-within-budget";
}

/**
 * The count the list shows: its own, unless that is an estimate and the run page's cards have
 * counted the same filter's trajectories exactly (they scan them all, once per change of the run:
 * lib/runs/server/run-overview.ts) — one page must not say 188,402 above "≈ 194,000 ± 9,000".
 */
export function countShown(count: TTrajectoryCount | undefined, cardsCounted: number | undefined) {
  return count && !count.isExact && cardsCounted !== undefined
    ? { count: cardsCounted, isExact: true as const }
    : count;
}
