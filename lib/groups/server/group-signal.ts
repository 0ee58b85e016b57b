import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import { cachedRunSummary, summaryKey } from "@/lib/runs/server/run-summary-cache";
import type { TGroupSignalSummary } from "@/lib/groups/types";
import { GROUP_KEYS_SQL } from "./group-sql";

// Per training step: the run's groups, those without learning signal (≥ 2 rewards, all equal) and
// those of one rewarded rollout, of one dataset or all — one aggregate over the run's trajectories (lib/groups/signal.ts
// defines the cases). Trajectories without a training step belong to no step and are left out.
export async function getGroupSignal(
  db: TDatabase,
  input: { runId: number; dataset: string | null },
): Promise<TGroupSignalSummary> {
  // The trajectory counts ride on the same scan: every trajectory with a step is in exactly one
  // group, and a group's rows all have a group id or none (it is a grouping key). A second
  // count(*) over the run cost as much again as the aggregate (a second scan of a 1M-row run).
  const rows = await db.sql.query<{
    step: number;
    groups: number;
    no_signal: number;
    single: number;
    trajectories: number;
    derived: number;
  }>(
    `SELECT training_step AS step, count(*)::int AS groups,
       count(*) FILTER (WHERE n >= 2 AND lo = hi)::int AS no_signal,
       count(*) FILTER (WHERE n < 2)::int AS single,
       sum(size)::int AS trajectories, coalesce(sum(size) FILTER (WHERE is_derived), 0)::int AS derived
     FROM (SELECT training_step, count(reward) AS n, min(reward) AS lo, max(reward) AS hi, count(*) AS size,
             bool_and(group_id IS NULL) AS is_derived
           FROM trajectories WHERE run_id = $1::int AND training_step IS NOT NULL
             AND ($2::text IS NULL OR dataset = $2::text)
           GROUP BY ${GROUP_KEYS_SQL}) g
     GROUP BY training_step ORDER BY training_step`,
    [input.runId, input.dataset],
  );
  return {
    rows: rows.map((r) => ({ step: r.step, groups: r.groups, noSignal: r.no_signal, single: r.single })),
    trajectories: rows.reduce((sum, r) => sum + r.trajectories, 0),
    derivedTrajectories: rows.reduce((sum, r) => sum + r.derived, 0),
  };
}

/**
 * getGroupSignal's summary, kept until the run changes (run-summary-cache.ts): an aggregate over
 * every trajectory of the run (1.1 s for a million), which each visit of the dynamics page asked
 * for again below the fold.
 */
export function storedGroupSignal(
  read: TDatabase,
  write: Pick<TDatabase, "sql">,
  input: { runId: number; dataset: string | null },
): Promise<TGroupSignalSummary> {
  const key = summaryKey("group-signal", { dataset: input.dataset });
  return cachedRunSummary(read, write, { runId: input.runId, key }, () => getGroupSignal(read, input));
}
