import "server-only";
import type { TDatabase } from "./connection";

// The what-if and run-metrics statements join each batch's steps and labels by hash; with no
// statistics (a database just filled, or PGlite, which has no autovacuum) the planner believes
// every table holds one row and nests loops that re-aggregate a batch per trajectory — minutes
// instead of milliseconds. So before such work: if the planner knows of fewer trajectories than
// this run alone holds, refresh the statistics (ANALYZE samples; seconds even for millions of rows).

export async function ensurePlannerStatistics(db: TDatabase, runTrajectories: number): Promise<boolean> {
  const [known] = await db.sql.query<{ reltuples: number }>(
    `SELECT reltuples::float8 AS reltuples FROM pg_class WHERE oid = to_regclass('trajectories')`,
  );
  if (known && known.reltuples >= runTrajectories / 2) return false;
  await db.sql.exec("ANALYZE trajectories; ANALYZE steps; ANALYZE labels");
  return true;
}
