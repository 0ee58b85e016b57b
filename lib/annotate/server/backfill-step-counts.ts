import "server-only";
import type { TSqlDatabase } from "@/lib/db/connection";
import { refreshPlannerStatistics } from "@/lib/db/planner-statistics";
import { fillPendingRuns, forEachTrajectoryBatch } from "@/lib/runs/server/pending-runs";
import { refreshDerivedColumns } from "./refresh-derived";

// The step count columns for trajectories stored before ingest wrote them, a batch at a time, by
// the same derivation a label change runs (refresh-derived.ts); the flags are left as they are.
const BATCH = 2000;

/** Recompute the step counts of every trajectory of the run; returns how many were read. */
export async function refreshRunStepCounts(
  db: Pick<TSqlDatabase, "sql">,
  runId: number,
  batch = BATCH,
): Promise<number> {
  return forEachTrajectoryBatch(db, runId, batch, (ids) => refreshDerivedColumns(db.sql, runId, ids, "step counts"));
}

/**
 * The runs the step_counts migrations marked: fill each, clear its mark. Then the planner's
 * statistics of trajectories: the fill rewrote every row of those runs, and until a vacuum the
 * planner reads the dead rows as live ones — the list's estimated counts of a million-trajectory
 * run read 1.67 million.
 */
export async function backfillPendingStepCounts(
  db: Pick<TSqlDatabase, "sql" | "driver">,
  batch = BATCH,
): Promise<{ run: string; trajectories: number; seconds: number }[]> {
  const filled = await fillPendingRuns(db, "step_counts_pending", async (run) => {
    const started = performance.now();
    const trajectories = await refreshRunStepCounts(db, run.id, batch);
    return { run: run.name, trajectories, seconds: (performance.now() - started) / 1000 };
  });
  if (filled.length) await refreshPlannerStatistics(db, ["trajectories"], "run columns");
  return filled;
}
