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

/**
 * Calls `fill` with the ids of the run's trajectories, `batch` at a time in id order (each batch in
 * its own statement, so a large run is never held at once); returns how many there were.
 */
export async function forEachTrajectoryBatch(
  db: Pick<TSqlDatabase, "sql">,
  runId: number,
  batch: number,
  fill: (ids: string[]) => Promise<unknown>,
): Promise<number> {
  let after = "0";
  let seen = 0;
  for (;;) {
    // Ordered by the bigint, not its text ("10" < "9"): the next batch starts after the largest.
    const rows = await db.sql.query<{ id: string }>(
      `SELECT t.id::text AS id FROM trajectories t WHERE t.run_id = $1::int AND t.id > $2::bigint
       ORDER BY t.id LIMIT $3::int`,
      [runId, after, batch],
    );
    if (rows.length === 0) return seen;
    await fill(rows.map((r) => r.id));
    seen += rows.length;
    after = rows.at(-1)!.id;
  }
}
