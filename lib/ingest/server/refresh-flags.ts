import "server-only";
import { correctedFlags } from "@/lib/annotate/flags";
import { listLabelsOf } from "@/lib/annotate/server/label-history";
import type { TBulkTransaction } from "@/lib/db/bulk";
import type { TStepKind } from "@/lib/trajectory";

/**
 * Re-derives the flag columns (has_over_search, has_under_search, is_flawed_but_correct) of the
 * given trajectories from the labels stored for them now, by the rule a person's save uses
 * (lib/annotate/server/label-effects.ts): so a judge's label file read after the rollouts, or
 * people's labels kept across a re-ingest, leave the columns the filters and overview read equal
 * to what the labels say, whatever order they arrived in. Runs inside the writer's transaction.
 */
export async function refreshTrajectoryFlags(
  tx: Pick<TBulkTransaction, "query">,
  runId: number,
  trajectoryIds: readonly string[],
): Promise<void> {
  if (trajectoryIds.length === 0) return;
  const ids = [...new Set(trajectoryIds)];
  const rows = await tx.query<{ id: string; em: number | null }>(
    `SELECT id::text AS id, em FROM trajectories WHERE run_id = $1 AND id = ANY($2::bigint[])`,
    [runId, ids],
  );
  const steps = await tx.query<{ trajectory_id: string; index: number; kind: TStepKind }>(
    `SELECT trajectory_id::text AS trajectory_id, index, kind::text AS kind FROM steps
     WHERE run_id = $1 AND trajectory_id = ANY($2::bigint[]) ORDER BY trajectory_id, index`,
    [runId, ids],
  );
  const stepsOf = new Map<string, { index: number; kind: TStepKind }[]>();
  for (const { trajectory_id, ...step } of steps)
    stepsOf.set(trajectory_id, [...(stepsOf.get(trajectory_id) ?? []), step]);
  const labelsOf = await listLabelsOf(tx, { runId, trajectoryIds: ids });
  const flags = rows.map((row) =>
    correctedFlags({ em: row.em, steps: stepsOf.get(row.id) ?? [], labels: labelsOf.get(row.id) ?? [] }),
  );
  await tx.query(
    `UPDATE trajectories t SET has_over_search = f.over, has_under_search = f.under, is_flawed_but_correct = f.ifbc
     FROM unnest($2::bigint[], $3::boolean[], $4::boolean[], $5::boolean[]) AS f(id, over, under, ifbc)
     WHERE t.run_id = $1 AND t.id = f.id`,
    [
      runId,
      rows.map((r) => r.id),
      flags.map((f) => f.hasOverSearch),
      flags.map((f) => f.hasUnderSearch),
      flags.map((f) => f.isFlawedButCorrect),
    ],
  );
}
