import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import { HISTOGRAM_BINS, histogramBars, scatterPoints, scatterStride } from "@/lib/search-p1/distribution";
import type { TSearchP1Scope } from "@/lib/search-p1/params";
import { SEARCH_P1_METRICS, type TSearchP1Metric, type TSearchP1Report } from "@/lib/search-p1/types";

// A logged component as a number, or NULL when it is absent or not a number.
const component = (name: string) =>
  `CASE WHEN jsonb_typeof(reward_components -> '${name}') = 'number' THEN (reward_components ->> '${name}')::float8 END`;

// Plan coverage: a logged plan_coverage, else the preset's n_exec / n_plan (none without a plan).
const COVERAGE = `coalesce(${component("plan_coverage")},
  ${component("n_exec")} / nullif(greatest(${component("n_plan")}, 0), 0))`;

/** The trajectories in scope with their three scores; $1 run, then the scope's parameters. */
function scopedSql(scope: TSearchP1Scope): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const where: string[] = [];
  const add = (clause: (p: string) => string, value: unknown) => {
    values.push(value);
    where.push(clause(`$${values.length + 1}`));
  };
  if (scope.dataset !== undefined) add((p) => `dataset = ${p}`, scope.dataset);
  if (scope.from !== undefined) add((p) => `training_step >= ${p}::int`, scope.from);
  if (scope.to !== undefined) add((p) => `training_step <= ${p}::int`, scope.to);
  const sql = `SELECT id, ${COVERAGE} AS coverage, ${component("s_self")} AS s_self, ${component("s_ref")} AS s_ref
    FROM trajectories WHERE run_id = $1::int${where.map((w) => ` AND ${w}`).join("")}`;
  return { sql, values };
}

// lib/search-p1/distribution.ts binOf, in SQL.
const bin = (column: string) => `greatest(0, least(${HISTOGRAM_BINS - 1}, floor(${column} * ${HISTOGRAM_BINS})))::int`;

/** Histograms of plan coverage and the two track scores, and the (thinned) S_self-vs-S_ref scatter. */
export async function getSearchP1Distribution(
  db: TDatabase,
  input: { runId: number; scope: TSearchP1Scope },
): Promise<TSearchP1Report> {
  const { sql, values } = scopedSql(input.scope);
  const params = [input.runId, ...values];
  const histogramRows = await db.sql.query<{ metric: TSearchP1Metric | "all"; bin: number; count: number }>(
    `WITH scoped AS (${sql})
     SELECT 'all' AS metric, 0 AS bin, count(*)::int AS count FROM scoped
     ${SEARCH_P1_METRICS.map(
       (m) => `UNION ALL SELECT '${m}', ${bin(m)}, count(*)::int FROM scoped WHERE ${m} IS NOT NULL GROUP BY 2`,
     ).join("\n     ")}`,
    params,
  );
  const histograms = Object.fromEntries(
    SEARCH_P1_METRICS.map((metric) => {
      const counts = histogramRows.filter((r) => r.metric === metric);
      return [metric, { total: counts.reduce((sum, c) => sum + c.count, 0), bars: histogramBars(counts) }];
    }),
  ) as TSearchP1Report["histograms"];

  const [{ total }] = (await db.sql.query<{ total: number }>(
    `WITH scoped AS (${sql}) SELECT count(*)::int AS total FROM scoped WHERE s_self IS NOT NULL AND s_ref IS NOT NULL`,
    params,
  )) as [{ total: number }];
  const stride = scatterStride(total);
  const rows = await db.sql.query<{ id: string; s_self: number | null; s_ref: number | null }>(
    `WITH scoped AS (${sql})
     SELECT id, s_self, s_ref FROM (
       SELECT id::text, s_self, s_ref, row_number() OVER (ORDER BY id) AS rn
       FROM scoped WHERE s_self IS NOT NULL AND s_ref IS NOT NULL) numbered
     WHERE (rn - 1) % $${params.length + 1}::int = 0 ORDER BY rn`,
    [...params, stride],
  );
  const datasets = await db.sql.query<{ dataset: string }>(
    `SELECT DISTINCT dataset FROM trajectories WHERE run_id = $1::int AND dataset IS NOT NULL ORDER BY dataset`,
    [input.runId],
  );
  return {
    inScope: histogramRows.find((r) => r.metric === "all")?.count ?? 0,
    histograms,
    scatter: { total, stride, points: scatterPoints(rows) },
    datasets: datasets.map((d) => d.dataset),
  };
}
