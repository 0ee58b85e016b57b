// When the trajectory list counts exactly (lib/browse/server/trajectory-count.ts), and what the list
// tells the user when it shows an estimate instead (list-count.tsx).

/** Above this many planner-estimated rows, the count stays an estimate. */
export const EXACT_UP_TO = 200_000;
/** An exact count that takes longer than this (PostgreSQL) is abandoned for the estimate. */
export const EXACT_BUDGET_MS = 250;
