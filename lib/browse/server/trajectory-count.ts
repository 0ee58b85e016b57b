import "server-only";
import { ALWAYS_EXACT_RUN, countMethod, EXACT_BUDGET_MS } from "@/lib/browse/count-budget";
import type { TTrajectoryFilter } from "@/lib/browse/filter";
import type { TTrajectoryCount } from "@/lib/browse/types";
import type { TDatabase } from "@/lib/db/connection";
import { scaleSample } from "@/lib/browse/sample-estimate";
import { SqlParams } from "@/lib/db/sql-params";
import { runIdRange, sampleFilter, stepRangeIds } from "./run-sample";
import { trajectoryFilterSql } from "./trajectory-filter-sql";

// How many trajectories pass a filter. On a small run, always exactly. Counting a million rows
// through EXISTS subqueries takes seconds, so on a large run: estimate from a sample of the run
// first (run-sample.ts, tens of milliseconds), which also tells the run's size; count exactly only
// when the estimate is small, and within a time budget; otherwise answer the estimate, its margin,
// and why (count-budget.ts).
const QUERY_CANCELED = "57014";

export async function countTrajectories(
  db: TDatabase,
  input: { runId: number; filter: TTrajectoryFilter },
): Promise<TTrajectoryCount> {
  const params = new SqlParams();
  const runParam = params.add(input.runId, "int");
  const where = trajectoryFilterSql(input.filter, params, runParam).join(" AND ");
  const count = `SELECT count(*)::int AS n FROM trajectories t WHERE ${where}`;
  const exactly = async () => (await db.sql.query<{ n: number }>(count, params.values))[0]?.n ?? 0;
  // On a large run, a training-step range bounds the ids its matches can have (null: it holds none).
  const run = await runIdRange(db, input.runId);
  const { trainingStep } = input.filter;
  const steps =
    run && run.span > ALWAYS_EXACT_RUN && trainingStep ? await stepRangeIds(db, input.runId, trainingStep) : undefined;
  const range = steps === undefined ? run : steps;
  // Ids spanning no more than ALWAYS_EXACT_RUN: so many trajectories at most, known in a millisecond.
  if (!range || range.span <= ALWAYS_EXACT_RUN) return { count: await exactly(), isExact: true };
  const sample = await sampleFilter(db, input, range);
  const runTrajectories = scaleSample(sample.all, range.span).count;
  const estimate = scaleSample(sample.matching, range.span);
  switch (countMethod({ runTrajectories, estimate: estimate.count })) {
    case "exact":
      return { count: await exactly(), isExact: true };
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

/** The exact count, or null when PostgreSQL could not finish it within the budget. */
async function countWithin(db: TDatabase, sql: string, values: unknown[]): Promise<number | null> {
  // PGlite runs in this process on small data: it has no statement timeout to lean on.
  if (db.driver.kind === "pglite") return (await db.sql.query<{ n: number }>(sql, values))[0]?.n ?? 0;
  return db.sql.withConnection(async (conn) => {
    // Without JIT: the planner costs a label filter's count on a million trajectories high enough
    // to compile it, and the compiling (~0.3 s) is not interrupted by the timeout: the budget of
    // 250 ms ran to 0.4–0.8 s.
    await conn.exec(`BEGIN; SET LOCAL statement_timeout = ${EXACT_BUDGET_MS}; SET LOCAL jit = off`);
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
