import "server-only";
import type { TSqlDatabase } from "@/lib/db/connection";

/** A `runs` flag a migration sets on runs whose stored rows predate a derived column or table. */
export type TPendingFlag =
  | "gold_retrieved_pending"
  | "behaviour_pending"
  | "question_stats_pending"
  | "step_counts_pending"
  | "reward_features_pending";

/**
 * Fills each run the flag marks (`fill`, in TypeScript: the derivation needs code SQL lacks), then
 * clears its mark, run by run, so an interrupted backfill resumes where it stopped.
 */
export async function fillPendingRuns<T>(
  db: Pick<TSqlDatabase, "sql">,
  flag: TPendingFlag,
  fill: (run: { id: number; name: string; config: unknown }) => Promise<T>,
): Promise<T[]> {
  const runs = await db.sql.query<{ id: number; name: string; config: unknown }>(
    `SELECT id, name, config FROM runs WHERE ${flag} ORDER BY id`,
  );
  const done: T[] = [];
  for (const run of runs) {
    done.push(await fill(run));
    await db.sql.query(`UPDATE runs SET ${flag} = false WHERE id = $1::int`, [run.id]);
  }
  return done;
}
