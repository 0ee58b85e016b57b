import "server-only";
import { ALWAYS_EXACT_RUN, countMethod, EXACT_BUDGET_MS } from "@/lib/browse/count-budget";
import type { TTrajectoryFilter } from "@/lib/browse/filter";
import type { TTrajectoryCount } from "@/lib/browse/types";
import type { TDatabase } from "@/lib/db/connection";
import { scaleSample } from "@/lib/browse/sample-estimate";
import { SqlParams } from "@/lib/db/sql-params";
import { sampleFilter } from "./run-sample";
import { trajectoryFilterSql } from "./trajectory-filter-sql";

// How many trajectories pass a filter. On a small run, always exactly. Counting a million rows
// through EXISTS subqueries takes seconds, so on a large run: estimate from a sample of the run
// first (run-sample.ts, tens of milliseconds); count exactly only when the estimate is small, and
// within a time budget; otherwise answer the estimate, its margin, and why (count-budget.ts).
const QUERY_CANCELED = "57014";

export async function countTrajectories(
  db: TDatabase,
  input: { runId: number; filter: TTrajectoryFilter },
): Promise<TTrajectoryCount> {
  const params = new SqlParams();
  const runParam = params.add(input.runId, "int");
  const where = trajectoryFilterSql(input.filter, params, runParam).join(" AND ");
  const count = `SELECT count(*)::int AS n FROM trajectories t WHERE ${where}`;
  const [runTrajectories, estimate] = await Promise.all([
    countRunUpTo(db, input.runId, ALWAYS_EXACT_RUN + 1),
    sampleFilter(db, input).then((sample) => scaleSample(sample.matching, sample.span)),
  ]);
  switch (countMethod({ runTrajectories, estimate: estimate.count })) {
    case "exact":
      return { count: (await db.sql.query<{ n: number }>(count, params.values))[0]?.n ?? 0, isExact: true };
    case "estimate":
      return { ...estimate, isExact: false, estimatedBecause: "large" };
    case "exact-within-budget": {
      const exact = await countWithin(db, count, params.values);
      return exact === null
        ? { ...estimate, isExact: false, estimatedBecause: "slow" }
        : { count: exact, isExact: true };
    }
  }
}

/**
 * The run's trajectories, counted no further than `limit`: a range of the primary key that long at
 * most. In id order, or a large run's rows may be looked for by a sequential scan, which starts
 * where the table's last scan left off (synchronized scans): 10 ms or 1.5 s by chance, with other
 * runs' rows between.
 */
async function countRunUpTo(db: TDatabase, runId: number, limit: number): Promise<number> {
  const [row] = await db.sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM trajectories WHERE run_id = $1::int ORDER BY id LIMIT $2::int) x`,
    [runId, limit],
  );
  return row?.n ?? 0;
}

/** The exact count, or null when PostgreSQL could not finish it within the budget. */
async function countWithin(db: TDatabase, sql: string, values: unknown[]): Promise<number | null> {
  // PGlite runs in this process on small data: it has no statement timeout to lean on.
  if (db.driver.kind === "pglite") return (await db.sql.query<{ n: number }>(sql, values))[0]?.n ?? 0;
  return db.sql.withConnection(async (conn) => {
    await conn.exec(`BEGIN; SET LOCAL statement_timeout = ${EXACT_BUDGET_MS}`);
    try {
      const [row] = await conn.query<{ n: number }>(sql, values);
      await conn.exec("COMMIT");
      return row?.n ?? 0;
    } catch (error) {
      await conn.exec("ROLLBACK");
      if ((error as { code?: string }).code === QUERY_CANCELED) return null;
      throw error;
    }
  });
}
