import "server-only";
import { sideBySide, type TDatabase } from "./connection";

// The what-if, run-metrics, step-aggregate and trajectory-list statements join steps and labels by
// hash; with no statistics, or statistics taken before a run was written (a database just filled;
// PGlite, which has no autovacuum; PostgreSQL whose autovacuum has not come round yet or is off),
// the planner believes the run holds one row and nests loops that re-read the run per row: minutes
// instead of milliseconds, and a count estimate of 1 for a filter that keeps 87. So whatever writes
// many rows refreshes the statistics of the tables it wrote (ANALYZE samples: seconds even for
// millions of rows), before it runs such a statement itself.

/** The tables an ingest writes (trajectories, their steps and documents, labels, per-step and per-question aggregates). */
export const INGEST_TABLES = ["trajectories", "steps", "documents", "labels", "step_stats", "question_stats"] as const;
export type TAnalyzedTable = (typeof INGEST_TABLES)[number];

export async function refreshPlannerStatistics(
  db: Pick<TDatabase, "sql" | "driver">,
  tables: readonly TAnalyzedTable[],
): Promise<void> {
  // Names come from the closed list above, never from input. Each table on its own connection
  // where there are several: an ingest's four took 0.8 s one after another on 10,000 trajectories.
  await sideBySide(
    db,
    tables.map((table) => () => db.sql.exec(`ANALYZE ${table};`)),
  );
}

/** Before heavy work: if the planner knows of fewer trajectories than this run alone holds, refresh. */
export async function ensurePlannerStatistics(db: TDatabase, runTrajectories: number): Promise<boolean> {
  const [known] = await db.sql.query<{ reltuples: number }>(
    `SELECT reltuples::float8 AS reltuples FROM pg_class WHERE oid = to_regclass('trajectories')`,
  );
  if (known && known.reltuples >= runTrajectories / 2) return false;
  await refreshPlannerStatistics(db, ["trajectories", "steps", "labels"]);
  return true;
}
