// When the trajectory list counts exactly (lib/browse/server/trajectory-count.ts), and what the list
// tells the user when it shows an estimate instead (list-count.tsx).

/** A run this small is always counted exactly: an estimate would save little and could mislead. */
export const ALWAYS_EXACT_RUN = 50_000;
/** Above this many planner-estimated rows, the count stays an estimate. */
export const EXACT_UP_TO = 200_000;
/** An exact count that takes longer than this (PostgreSQL) is abandoned for the estimate. */
export const EXACT_BUDGET_MS = 250;

/**
 * How to count a filter's matches: exactly, whatever it takes, on a small run; on a large one the
 * planner's estimate when it expects too many matches to count on every change of filter, else
 * exactly within the time budget.
 */
export function countMethod(input: {
  /** The run's trajectories, counted up to ALWAYS_EXACT_RUN + 1. */
  runTrajectories: number;
  /** The planner's estimate of the filter's matches. */
  estimate: number;
}): "exact" | "exact-within-budget" | "estimate" {
  if (input.runTrajectories <= ALWAYS_EXACT_RUN) return "exact";
  return input.estimate > EXACT_UP_TO ? "estimate" : "exact-within-budget";
}
