// effectiveLabel (current.ts) in SQL, for a row `a` of labels: of one (trajectory, step, name), the
// label that holds is one no correction targets, a person's before a model's, then the newest.
// Every SQL reader of "the current label" — the what-if, its run metrics, the correctness filters,
// the list's verdict, the dynamics rates — goes through these, so each reads what the trajectory
// page shows and the flag columns were derived from.

/** No label corrects `a`: one index probe per label, for lookups of a few labels. */
export const isUncorrectedSql = (a: string) =>
  `NOT EXISTS (SELECT 1 FROM labels c WHERE c.run_id = ${a}.run_id AND c.corrects_id = ${a}.id)`;

/**
 * No label corrects `a`, for scans of one run's labels (`run`: its id as a parameter or constant):
 * `cte` (a WITH item named `corrected`) reads the run's corrected ids once, so the planner joins
 * them by hash — a probe per label tripled a million trajectories' run metrics (10 → 29 s) — and a
 * hash join spills to disk gracefully where a hashed NOT IN would fall back to a scan per label.
 */
export const uncorrectedInRunSql = (a: string, run: string) => ({
  cte: `corrected AS MATERIALIZED (SELECT c.corrects_id AS id FROM labels c
    WHERE c.run_id = ${run} AND c.corrects_id IS NOT NULL)`,
  where: `NOT EXISTS (SELECT 1 FROM corrected x WHERE x.id = ${a}.id)`,
});

/** ORDER BY keys (after the group's own) that put the label that holds first. */
export const holdsFirstSql = (a: string) => `(${a}.source LIKE 'human:%') DESC, ${a}.created_at DESC, ${a}.id DESC`;

/**
 * ORDER BY keys (after the group's own) that put the label that holds last, as inHoldingOrder
 * (current.ts) does: for readers that keep every label and take the last of a name.
 */
export const holdsLastSql = (a: string) => `(${a}.source LIKE 'human:%'), ${a}.created_at, ${a}.id`;
