import "server-only";
import { RUN_SAMPLE } from "@/lib/browse/count-budget";
import type { TStretch } from "@/lib/browse/sample-estimate";
import type { TTrajectoryFilter } from "@/lib/browse/filter";
import type { TDatabase } from "@/lib/db/connection";
import { SqlParams } from "@/lib/db/sql-params";
import { readWithSettings } from "@/lib/db/transaction";
import { textPerRowSql, trajectoryFilterSql } from "./trajectory-filter-sql";

// A systematic sample of one run's trajectories (lib/browse/sample-estimate.ts says why and how it
// is scaled): its id range cut into RUN_SAMPLE.stretches equal stretches, a window of
// RUN_SAMPLE.idsPerStretch ids in each read along the (run_id, id) primary key, and each condition
// asked of every row read. A condition is tested row by row, so it must be one that can be: EXISTS
// and scalar subqueries probe their indexes; textMatchesSql's IN would collect the whole run.

export type TFilterSample = {
  /** Ids from the run's first to its last. */
  span: number;
  /** Rows of the run: its size, scaled. */
  all: TStretch[];
  /** Rows that pass the whole filter. */
  matching: TStretch[];
  /** Rows that pass the filter but its text search: `matching` again when it has none. */
  rest: TStretch[];
};

/** A sample of the run against a list filter, its text search tested row by row. */
export async function sampleFilter(
  db: TDatabase,
  input: { runId: number; filter: TTrajectoryFilter },
): Promise<TFilterSample> {
  const params = new SqlParams();
  const runParam = params.add(input.runId, "int");
  const rest = trajectoryFilterSql(input.filter, params, runParam, { text: "omit" }).join(" AND ");
  const text = input.filter.text ? textPerRowSql(input.filter.text, params) : null;
  const conditions = ["true", rest, ...(text ? [`${rest} AND ${text}`] : [])];
  const sample = await sampleRun(db, { runParam, params, conditions });
  const [all, passRest, passAll] = sample.byCondition;
  return { span: sample.span, all: all!, rest: passRest!, matching: passAll ?? passRest! };
}

/** Ids from the run's first trajectory to its last (0 for a run without any): at least its size. */
export async function runSpan(db: Pick<TDatabase, "sql">, runId: number): Promise<number> {
  const [row] = await db.sql.query<{ span: number | null }>(
    `SELECT ((SELECT id FROM trajectories WHERE run_id = $1::int ORDER BY id DESC LIMIT 1)
           - (SELECT id FROM trajectories WHERE run_id = $1::int ORDER BY id LIMIT 1) + 1)::float8 AS span`,
    [runId],
  );
  return row?.span ?? 0;
}

// Where a window sits in its stretch: the fractional part of k × the golden ratio, a sequence that
// fills [0, 1) evenly without a period. At its stretch's start, every window meets a structure
// whose period divides the stretch's width at the same phase (questions that cycle, a training
// step's batch that repeats them): in sample-estimate.test.ts a term every 1,000 ids of 100,000,
// 2,000 matches, came out at 20,000 ± 3,510.
const GOLDEN = "0.6180339887498949";

type TStretchRow = { span: number; covered: number; matched: number[] };

/**
 * What each stretch matched of each condition (on the alias `t`, their parameters in `params`;
 * `runParam` is the run's id).
 */
async function sampleRun(
  db: TDatabase,
  input: { runParam: string; params: SqlParams; conditions: readonly string[] },
): Promise<{ span: number; byCondition: TStretch[][] }> {
  const { runParam, params } = input;
  const stretches = params.add(RUN_SAMPLE.stretches, "int");
  const window = params.add(RUN_SAMPLE.idsPerStretch, "int");
  const counted = input.conditions.map((condition) => `count(*) FILTER (WHERE ${condition})::int`);
  // A stretch narrower than a window (a small run) is read whole. Without JIT: the planner takes
  // each window for thousands of rows and would compile the conditions for ~0.3 s, thirty times
  // the reading itself (bench-1m).
  const sql = `WITH bounds AS (
       SELECT (SELECT id FROM trajectories WHERE run_id = ${runParam} ORDER BY id LIMIT 1) AS lo,
              (SELECT id FROM trajectories WHERE run_id = ${runParam} ORDER BY id DESC LIMIT 1) AS hi
     ), stretch AS (
       SELECT k, hi - lo + 1 AS span, lo + (hi - lo + 1) * k / ${stretches} AS first,
              lo + (hi - lo + 1) * (k + 1) / ${stretches} AS next
         FROM bounds, generate_series(0, ${stretches} - 1) AS k
        WHERE lo IS NOT NULL
     ), placed AS (
       SELECT span, next, first + floor((k * ${GOLDEN} - floor(k * ${GOLDEN})) * greatest(next - first - ${window}, 0))::bigint AS first
         FROM stretch
     ), window_ AS (SELECT span, first, least(next, first + ${window}) AS past FROM placed)
     SELECT w.span::float8 AS span, (w.past - w.first)::float8 AS covered, m.matched
       FROM window_ w
      CROSS JOIN LATERAL (
        SELECT ARRAY[${counted.join(", ")}]::int[] AS matched
          FROM trajectories t WHERE t.run_id = ${runParam} AND t.id >= w.first AND t.id < w.past
      ) m`;
  const rows = await readWithSettings(db, { jit: "off" }, (read) => read.query<TStretchRow>(sql, params.values));
  return {
    span: rows[0]?.span ?? 0,
    byCondition: input.conditions.map((_, i) => rows.map((r) => ({ covered: r.covered, matched: r.matched[i]! }))),
  };
}
