import "server-only";
import { LOGGED_SEARCHES, type TAggregateRow } from "@/lib/charts";
import { assembleMetricChart, type TChartInput, type TStepValue } from "@/lib/dynamics/chart";
import { assembleEfficiency, pooledSteps, stepValues } from "@/lib/dynamics/efficiency";
import { parseMetricId, resolveBand } from "@/lib/dynamics/metrics";
import type { TChartQuery, TEfficiencyQuery } from "@/lib/dynamics/params";
import type { TEfficiencyCharts, TMetricCatalog, TMetricChart } from "@/lib/dynamics/types";
import type { TDatabase } from "@/lib/db/connection";
import { readWithSettings } from "@/lib/db/transaction";

// The dynamics page's reads. Charts read step_stats and metric_points only — one index range per
// run on their primary keys (run_id, name, dataset, training_step) — never the trajectories, so a
// chart costs the same for ten thousand or ten million rollouts. Whole series are read (smoothing
// and gaps need them) and bucketed to the visible range in lib/dynamics before they are sent.

type TRunRef = { id: number; name: string };
type TStatRecord = {
  run_id: number;
  step: number;
  name: string;
  dataset: string;
  count: number;
  mean: number | null;
  min: number | null;
  max: number | null;
  p50: number | null;
  p90: number | null;
  variance: number | null;
};

// Distinct values of a key prefix by skipping through the index (a loose index scan): one probe
// per distinct value instead of a scan of every row.
const distinctSql = (table: string, column: string, where: string) => `
WITH RECURSIVE v AS (
  (SELECT ${column} AS value FROM ${table} WHERE ${where} ORDER BY ${column} LIMIT 1)
  UNION ALL
  SELECT (SELECT ${column} FROM ${table} WHERE ${where} AND ${column} > v.value ORDER BY ${column} LIMIT 1)
  FROM v WHERE v.value IS NOT NULL
)
SELECT value FROM v WHERE value IS NOT NULL`;

async function distinct(db: TDatabase, table: string, column: string, where: string, params: unknown[]) {
  const rows = await db.sql.query<{ value: string }>(distinctSql(table, column, where), params);
  return rows.map((row) => row.value);
}

/** The metrics, datasets and training steps a run's charts can show. */
export async function getMetricCatalog(db: TDatabase, runId: number): Promise<TMetricCatalog> {
  const [stats, logged] = await Promise.all([
    distinct(db, "step_stats", "name", "run_id = $1 AND dataset = ''", [runId]),
    distinct(db, "metric_points", "name", "run_id = $1", [runId]),
  ]);
  // Every stored trajectory counts in `searches` (never null), so its datasets are all of them.
  const probe = stats.includes("searches") ? "searches" : (stats[0] ?? "");
  const [datasets, [extent]] = await Promise.all([
    distinct(db, "step_stats", "dataset", "run_id = $1 AND name = $2 AND dataset <> ''", [runId, probe]),
    db.sql.query<{ min: number | null; max: number | null }>(
      `SELECT min(training_step) AS min, max(training_step) AS max FROM step_stats
       WHERE run_id = $1 AND name = $2 AND dataset = ''`,
      [runId, probe],
    ),
  ]);
  const steps = extent?.min == null || extent.max == null ? null : ([extent.min, extent.max] as const);
  return { stats, logged, datasets, steps };
}

async function runsByName(db: TDatabase, names: readonly string[]): Promise<TRunRef[]> {
  if (names.length === 0) return [];
  return db.sql.query<TRunRef>(`SELECT id, name FROM runs WHERE name = ANY($1::text[])`, [[...names]]);
}

async function seriesOf(db: TDatabase, runIds: number[], query: TChartQuery) {
  const { source, name } = parseMetricId(query.metric);
  const bySource = new Map<number, TStepValue[]>(runIds.map((id) => [id, []]));
  if (source === "logged") {
    const rows = await db.sql.query<{ run_id: number; step: number; value: number }>(
      `SELECT run_id, training_step AS step, value FROM metric_points
       WHERE run_id = ANY($1::int[]) AND name = $2 ORDER BY run_id, training_step`,
      [runIds, name],
    );
    for (const row of rows) bySource.get(row.run_id)?.push({ step: row.step, value: row.value });
    return { source, bySource };
  }
  const rows = await db.sql.query<TStatRecord>(
    `SELECT run_id, training_step AS step, name, dataset, count, mean, min, max, p50, p90, variance FROM step_stats
     WHERE run_id = ANY($1::int[]) AND name = $2 AND dataset = $3 ORDER BY run_id, training_step`,
    [runIds, name, query.dataset ?? ""],
  );
  const band = resolveBand(query.band, runIds.length > 1);
  for (const row of rows) {
    const [value] = stepValues([aggregateRow(row)], name, band);
    if (value) bySource.get(row.run_id)?.push({ ...value, count: row.count, variance: row.variance });
  }
  return { source, bySource };
}

/** One metric of a run, with other runs overlaid, bucketed to the visible range. */
export async function getMetricChart(db: TDatabase, run: TRunRef, query: TChartQuery): Promise<TMetricChart> {
  const others = query.runs.filter((name) => name !== run.name);
  const found = await runsByName(db, others);
  const runs = [run, ...others.flatMap((name) => found.filter((r) => r.name === name))];
  const { source, bySource } = await seriesOf(
    db,
    runs.map((r) => r.id),
    query,
  );
  const inputs: TChartInput[] = runs.map((r) => ({
    name: r.name,
    link: { run: r.name },
    steps: bySource.get(r.id) ?? [],
  }));
  const chart = assembleMetricChart(inputs, { ...query, source });
  const unknown = others.filter((name) => !found.some((r) => r.name === name));
  return { ...chart, missing: [...chart.missing, ...unknown] };
}

const aggregateRow = (row: TStatRecord): TAggregateRow => ({
  step: row.step,
  name: row.name,
  dataset: row.dataset === "" ? null : row.dataset,
  count: row.count,
  mean: row.mean,
  min: row.min,
  max: row.max,
  p50: row.p50,
  p90: row.p90,
  variance: row.variance,
});

const POOLED_NAMES = ["success", "failure"].flatMap((outcome) => [
  `turns/${outcome}`,
  ...["0", "1", "2", "3+"].map((bucket) => `iterations/${outcome}/${bucket}`),
]);

// Pooled over the steps: counts add up, means are weighted by their counts. One range of the
// primary key per name and dataset: a list of names read every dataset's rows of the run's steps
// (40,000 index entries for 500 steps at 10^7) and then their scattered heap rows, 125 ms, where
// 80 ranges read 28 ms. Without JIT, which the ranges' summed cost can reach on a long zoom.
const POOLED_SQL = `
SELECT $1::int AS run_id, 0 AS step, n.name, d.dataset, p.*, NULL::float8 AS p50, NULL::float8 AS p90,
       NULL::float8 AS variance
FROM unnest($2::text[]) AS n(name) CROSS JOIN unnest($3::text[]) AS d(dataset)
CROSS JOIN LATERAL (
  SELECT sum(count)::int AS count, sum(mean * count) / nullif(sum(count) FILTER (WHERE mean IS NOT NULL), 0) AS mean,
         min(min) AS min, max(max) AS max
  FROM step_stats s
  WHERE s.run_id = $1 AND s.name = n.name AND s.dataset = d.dataset AND s.training_step BETWEEN $4 AND $5
) p
WHERE p.count IS NOT NULL`;

const pooledRecords = (db: TDatabase, runId: number, datasets: string[], [from, to]: readonly [number, number]) =>
  readWithSettings(db, { jit: "off" }, (sql) =>
    sql.query<TStatRecord>(POOLED_SQL, [runId, POOLED_NAMES, datasets, from, to]),
  );

/** Search-P1's efficiency charts of one run (Figure 6, Table 7), from step_stats. */
export async function getEfficiencyCharts(
  db: TDatabase,
  run: TRunRef,
  query: TEfficiencyQuery,
): Promise<TEfficiencyCharts> {
  // One query per name: each is one range of the primary key (a list of names made PostgreSQL
  // scan the whole table on a run of 10^7 trajectories).
  const seriesOf = (name: string) =>
    db.sql.query<TStatRecord>(
      `SELECT run_id, training_step AS step, name, dataset, count, mean, min, max, p50, p90, variance FROM step_stats
       WHERE run_id = $1 AND name = $2 AND dataset = $3 ORDER BY training_step`,
      [run.id, name, query.dataset ?? ""],
    );
  const [success, failure, searches, logged, datasets] = await Promise.all([
    seriesOf("turns/success"),
    seriesOf("turns/failure"),
    seriesOf("searches"),
    db.sql.query<{ step: number; name: string; value: number }>(
      `SELECT training_step AS step, name, value FROM metric_points
       WHERE run_id = $1 AND name = $2 ORDER BY training_step`,
      [run.id, LOGGED_SEARCHES],
    ),
    // Every stored trajectory counts in `searches`, so its datasets are all of them ('' is all).
    distinct(db, "step_stats", "dataset", "run_id = $1 AND name = 'searches'", [run.id]),
  ]);
  const series = [...success, ...failure, ...searches].map(aggregateRow);
  const steps = pooledSteps(series, query);
  const pooled = steps === null ? [] : await pooledRecords(db, run.id, datasets, steps);
  return assembleEfficiency({ run: run.name, series, pooled: pooled.map(aggregateRow), logged, query });
}

/** Every run's name, for picking runs to overlay (no counts: this must stay cheap on big databases). */
export async function listRunNames(db: TDatabase): Promise<string[]> {
  const rows = await db.sql.query<{ name: string }>(`SELECT name FROM runs ORDER BY name`);
  return rows.map((row) => row.name);
}
