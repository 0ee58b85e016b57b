import "server-only";
import { RUN_SAMPLE } from "@/lib/browse/count-budget";
import type { TStretch } from "@/lib/browse/sample-estimate";
import type { TRange, TTrajectoryFilter } from "@/lib/browse/filter";
import type { TDatabase } from "@/lib/db/connection";
import { SqlParams } from "@/lib/db/sql-params";
import { readWithSettings } from "@/lib/db/transaction";
import { textPerRowSql, trajectoryFilterSql } from "./trajectory-filter-sql";

// A systematic sample of one run's trajectories (lib/browse/sample-estimate.ts says why and how it
// is scaled): its id range cut into RUN_SAMPLE.stretches equal stretches, a window of
// RUN_SAMPLE.idsPerStretch ids in each read along the (run_id, id) primary key, and each condition
// asked of every row read. A condition is tested row by row, so it must be one that can be: EXISTS
// and scalar subqueries probe their indexes; textMatchesSql's IN would collect the whole run.

/** A run's first and last trajectory id (bigint literals), and the ids from one to the other. */
export type TIdRange = { first: string; last: string; span: number };

/** The run's id range, or null for a run without trajectories: two probes of the primary key. */
export async function runIdRange(db: Pick<TDatabase, "sql">, runId: number): Promise<TIdRange | null> {
  const [row] = await db.sql.query<{ first: string | null; last: string | null }>(
    `SELECT (SELECT id FROM trajectories WHERE run_id = $1::int ORDER BY id LIMIT 1)::text AS first,
            (SELECT id FROM trajectories WHERE run_id = $1::int ORDER BY id DESC LIMIT 1)::text AS last`,
    [runId],
  );
  return row?.first && row.last ? idRange(row.first, row.last) : null;
}

const idRange = (first: string, last: string): TIdRange => ({
  first,
  last,
  span: Number(BigInt(last) - BigInt(first)) + 1,
});

/** Most training steps a step range may hold for the sample to be read within it: three probes a step. */
export const STEP_FRAME_MOST = 500;

/**
 * The ids from the first to the last of the run's trajectories in a training-step range, where a
 * filter with that range finds all its matches: its sample is read there, not across the run
 * (steps 300..400 of bench-3m, one stretch of its ids, met few of the run's windows: ±70,000 on
 * 202,000). Found step by step along the (run_id, training_step, id) index. Null when the range
 * holds no trajectory; undefined when it holds more than STEP_FRAME_MOST steps, too many to probe.
 */
export async function stepRangeIds(
  db: Pick<TDatabase, "sql">,
  runId: number,
  steps: TRange,
): Promise<TIdRange | null | undefined> {
  const params = new SqlParams();
  const run = params.add(runId, "int");
  // Integer bounds, as the filter's own (trajectory-filter-sql.ts): an open end is the int's.
  const from = params.add(steps.min === null ? -2147483648 : Math.ceil(steps.min), "int");
  const to = params.add(steps.max === null ? 2147483647 : Math.floor(steps.max), "int");
  const next = (after: string) =>
    `(SELECT training_step FROM trajectories WHERE run_id = ${run} AND ${after} AND training_step <= ${to}
       ORDER BY training_step LIMIT 1)`;
  const end = (direction: string) =>
    `(SELECT id FROM trajectories WHERE run_id = ${run} AND training_step = step.value ORDER BY id ${direction} LIMIT 1)`;
  const [row] = await db.sql.query<{ steps: number; first: string | null; last: string | null }>(
    `WITH RECURSIVE step AS (
       SELECT 1 AS n, ${next(`training_step >= ${from}`)} AS value
       UNION ALL
       SELECT n + 1, ${next("training_step > step.value")} FROM step
        WHERE step.value IS NOT NULL AND step.n <= ${params.add(STEP_FRAME_MOST, "int")}
     )
     SELECT count(*)::int AS steps, min(${end("ASC")})::text AS first, max(${end("DESC")})::text AS last
       FROM step WHERE step.value IS NOT NULL`,
    params.values,
  );
  if (!row || row.steps > STEP_FRAME_MOST) return undefined;
  return row.first && row.last ? idRange(row.first, row.last) : null;
}

export type TFilterSample = {
  /** Rows of the run: its size, scaled. */
  all: TStretch[];
  /** Rows that pass the filter, its text search tested row by row. */
  matching: TStretch[];
};

/** A sample of the ids `range` of a run (all of them, or those of the filter's steps) against a list filter. */
export async function sampleFilter(
  db: TDatabase,
  input: { runId: number; filter: TTrajectoryFilter },
  range: TIdRange,
): Promise<TFilterSample> {
  const params = new SqlParams();
  const runParam = params.add(input.runId, "int");
  const conditions = trajectoryFilterSql(input.filter, params, runParam, { text: "omit" });
  if (input.filter.text) conditions.push(textPerRowSql(input.filter.text, params));
  const [all, matching] = await sampleRun(db, {
    runParam,
    params,
    range,
    conditions: ["true", conditions.join(" AND ")],
  });
  return { all: all!, matching: matching! };
}

// Where a window sits in its stretch: the fractional part of k × the golden ratio, a sequence that
// fills [0, 1) evenly without a period. At its stretch's start, every window meets a structure
// whose period divides the stretch's width at the same phase (questions that cycle, a training
// step's batch that repeats them): in sample-estimate.test.ts a term every 1,000 ids of 100,000,
// 2,000 matches, came out at 20,000 ± 3,510.
const GOLDEN = "0.6180339887498949";

type TStretchRow = { covered: number; matched: number[] };

/**
 * What each stretch matched of each condition (on the alias `t`, their parameters in `params`;
 * `runParam` is the run's id).
 */
async function sampleRun(
  db: TDatabase,
  input: { runParam: string; params: SqlParams; range: TIdRange; conditions: readonly string[] },
): Promise<TStretch[][]> {
  const { runParam, params, range } = input;
  const stretches = params.add(RUN_SAMPLE.stretches, "int");
  const window = params.add(RUN_SAMPLE.idsPerStretch, "int");
  const [first, span] = [params.add(range.first, "bigint"), params.add(range.span, "bigint")];
  const counted = input.conditions.map((condition) => `count(*) FILTER (WHERE ${condition})::int`);
  // A stretch narrower than a window (a small run) is read whole. Without JIT: the planner takes
  // each window for thousands of rows and would compile the conditions for ~0.3 s, thirty times
  // the reading itself (bench-1m).
  const sql = `WITH stretch AS (
       SELECT k, ${first} + ${span} * k / ${stretches} AS first, ${first} + ${span} * (k + 1) / ${stretches} AS next
         FROM generate_series(0, ${stretches} - 1) AS k
     ), placed AS (
       SELECT next, first + floor((k * ${GOLDEN} - floor(k * ${GOLDEN})) * greatest(next - first - ${window}, 0))::bigint AS first
         FROM stretch
     ), window_ AS (SELECT first, least(next, first + ${window}) AS past FROM placed)
     SELECT (w.past - w.first)::float8 AS covered, m.matched
       FROM window_ w
      CROSS JOIN LATERAL (
        SELECT ARRAY[${counted.join(", ")}]::int[] AS matched
          FROM trajectories t WHERE t.run_id = ${runParam} AND t.id >= w.first AND t.id < w.past
      ) m`;
  const rows = await readWithSettings(db, { jit: "off" }, (read) => read.query<TStretchRow>(sql, params.values));
  return input.conditions.map((_, i) => rows.map((r) => ({ covered: r.covered, matched: r.matched[i]! })));
}
