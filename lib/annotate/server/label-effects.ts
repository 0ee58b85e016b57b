import "server-only";
import { correctedFlags } from "@/lib/annotate/flags";
import type { TTrajectoryFlags } from "@/lib/metrics/process";
import type { TStepKind } from "@/lib/trajectory";
import type { TDatabase } from "@/lib/db/connection";
import { listTrajectoryLabels } from "./label-history";
import { refreshStepStats } from "@/lib/dynamics/server/step-stats";
import { inTransaction } from "@/lib/db/transaction";

/**
 * After a label change: re-derives the trajectory's flag columns from the labels that hold now
 * and refreshes the aggregates of its training step, so lists, filters, the summary cards and the
 * charts all read the corrected labels. Reading and writing the flags happen under a lock per
 * trajectory, so two saves at once cannot leave the flags of the older one.
 */
export async function applyLabelEffects(
  db: TDatabase,
  { runId, trajectoryId }: { runId: number; trajectoryId: string },
): Promise<TTrajectoryFlags> {
  const { flags, trainingStep } = await inTransaction(db, async (sql) => {
    await sql.query(`SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))`, [runId, trajectoryId]);
    const [row] = await sql.query<{ em: number | null; training_step: number | null }>(
      `SELECT em, training_step FROM trajectories WHERE run_id = $1::int AND id = $2::bigint`,
      [runId, trajectoryId],
    );
    if (!row) throw new Error(`trajectory ${trajectoryId} of run ${runId} does not exist`);
    const steps = await sql.query<{ index: number; kind: TStepKind }>(
      `SELECT index, kind::text AS kind FROM steps WHERE run_id = $1::int AND trajectory_id = $2::bigint ORDER BY index`,
      [runId, trajectoryId],
    );
    const labels = await listTrajectoryLabels(sql, { runId, trajectoryId });
    const derived = correctedFlags({ em: row.em, steps, labels });
    await sql.query(
      `UPDATE trajectories SET has_over_search = $3, has_under_search = $4, is_flawed_but_correct = $5
       WHERE run_id = $1::int AND id = $2::bigint`,
      [runId, trajectoryId, derived.hasOverSearch, derived.hasUnderSearch, derived.isFlawedButCorrect],
    );
    return { flags: derived, trainingStep: row.training_step };
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
