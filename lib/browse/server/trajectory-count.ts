import "server-only";
import type { TTrajectoryFilter } from "@/lib/browse/filter";
import type { TTrajectoryCount } from "@/lib/browse/types";
import type { TDatabase } from "@/lib/db/connection";
import { SqlParams } from "@/lib/db/sql-params";
import { trajectoryFilterSql } from "./trajectory-filter-sql";

// How many trajectories pass a filter. Counting a million rows through EXISTS subqueries takes
// seconds, so: ask the planner for its estimate first (a millisecond); count exactly only when the
// estimate is small, and within a time budget; otherwise answer the estimate and say so.
const EXACT_UP_TO = 200_000;
const EXACT_BUDGET_MS = 250;
const QUERY_CANCELED = "57014";

export async function countTrajectories(
  db: TDatabase,
  input: { runId: number; filter: TTrajectoryFilter },
): Promise<TTrajectoryCount> {
  const params = new SqlParams();
  const where = trajectoryFilterSql(input.filter, params, params.add(input.runId, "int")).join(" AND ");
  const estimate = await estimateRows(db, `SELECT 1 FROM trajectories t WHERE ${where}`, params.values);
  if (estimate > EXACT_UP_TO) return { count: estimate, isExact: false };
  const exact = await countWithin(db, `SELECT count(*)::int AS n FROM trajectories t WHERE ${where}`, params.values);
  return exact === null ? { count: estimate, isExact: false } : { count: exact, isExact: true };
}

async function estimateRows(db: TDatabase, sql: string, values: unknown[]): Promise<number> {
  const [row] = await db.sql.query<{ "QUERY PLAN": unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, values);
  const raw = row?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: { "Plan Rows": number } }];
  return Math.round(plan[0].Plan["Plan Rows"]);
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
