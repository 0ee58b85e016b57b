import "server-only";
import type { TTrajectoryFlags } from "@/lib/metrics/process";
import type { TDatabase } from "@/lib/db/connection";
import { refreshDerivedColumns } from "./refresh-derived";
import { refreshStepStats } from "@/lib/dynamics/server/step-stats";
import { inTransaction } from "@/lib/db/transaction";

/**
 * After a label change: re-derives the trajectory's flag columns and step counts from the labels
 * that hold now and refreshes the aggregates of its training step, so lists, filters, the summary
 * cards, the charts and the what-if all read the corrected labels. Reading and writing them happen
 * under a lock per trajectory, so two saves at once cannot leave the columns of the older one.
 */
export async function applyLabelEffects(
  db: TDatabase,
  { runId, trajectoryId }: { runId: number; trajectoryId: string },
): Promise<TTrajectoryFlags> {
  const { flags, trainingStep } = await inTransaction(db, async (sql) => {
    await sql.query(`SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))`, [runId, trajectoryId]);
    const [row] = await sql.query<{ training_step: number | null }>(
      `SELECT training_step FROM trajectories WHERE run_id = $1::int AND id = $2::bigint`,
      [runId, trajectoryId],
    );
    if (!row) throw new Error(`trajectory ${trajectoryId} of run ${runId} does not exist`);
    const derived = await refreshDerivedColumns(sql, runId, [trajectoryId]);
    return { flags: derived.get(trajectoryId)!, trainingStep: row.training_step };
  });
  if (trainingStep !== null) await refreshWithRetry(db, runId, trainingStep);
  return flags;
}

// Two refreshes of one training step at once may both insert its rows; the loser's unique
// violation (or a deadlock) only means the other got there first, so it runs again.
async function refreshWithRetry(db: TDatabase, runId: number, trainingStep: number, attempts = 3): Promise<void> {
  try {
    await refreshStepStats(db, runId, [trainingStep]);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (attempts <= 1 || (code !== "23505" && code !== "40P01")) throw error;
    await refreshWithRetry(db, runId, trainingStep, attempts - 1);
  }
}
