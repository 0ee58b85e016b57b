// Chart benchmark: p50/p95 server time of the dynamics page's data functions (lib/db/charts.ts —
// what GET /api/runs/:runId/charts and …/charts/efficiency call) on a run whose step_stats stand
// for 10^7 trajectories, and the time to refresh one training step's aggregates on a large
// trajectories table. Run: node --import ./bin/register.mjs bench/charts.ts [options]
//   --steps N           training steps of the chart runs (default 5,000)
//   --per-step N        trajectories each step's aggregates summarise (default 2,000: 10^7 in all)
//   --trajectories N    rows of the refresh run's trajectories table (default 1,000,000; 0 skips it)
//   --iterations N      timed calls per case (default 20, after 2 warm-up calls)
//   --reuse             keep the database of an earlier run (trajscope_bench_charts) when complete
// What is measured: charts read step_stats and metric_points only, so their rows are generated
// directly with generate_series (23 names × 8 datasets per step, as ingest writes them); no
// trajectory is read. The refresh runs lib/db/step-stats.ts on one step of a run of its own
// (2,000 trajectories per step, reward components, no step labels), i.e. what ingest and a label
// change pay per touched step; its cost grows with the trajectories of that step, not of the run.
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { getEfficiencyCharts, getMetricCatalog, getMetricChart } from "@/lib/dynamics/server/charts";
import { openDatabase, type TDatabase } from "@/lib/db/connection";
import { defaultMigrationsDir, migrateDatabase } from "@/lib/db/migrate";
import { refreshStepStats } from "@/lib/dynamics/server/step-stats";
import { ZChartQuery, ZEfficiencyQuery } from "@/lib/dynamics/params";
import type { TMetricChart } from "@/lib/dynamics/types";
import { ADMIN_URL, databaseUrl, isLocalUrl } from "@/test/postgres-admin";
import { timePercentiles } from "./timing";

const { values } = parseArgs({
  options: {
    steps: { type: "string", default: "5000" },
    "per-step": { type: "string", default: "2000" },
    trajectories: { type: "string", default: "1000000" },
    iterations: { type: "string", default: "20" },
    reuse: { type: "boolean", default: false },
  },
});
const [steps, perStep, trajectories, iterations] = [
  Number(values.steps),
  Number(values["per-step"]),
  Number(values.trajectories),
  Number(values.iterations),
];
const DATABASE = "trajscope_bench_charts";
const RUNS = ["bench-charts-a", "bench-charts-b", "bench-charts-c"];
const REFRESH_RUN = "bench-charts-refresh";
const DATASETS = ["", "nq", "triviaqa", "popqa", "hotpotqa", "2wikimultihopqa", "musique", "bamboogle"];
const NAMES = [
  ...["reward", "em", "f1", "acc", "searches", "turns", "format_valid", "response_bytes"],
  ...["over_search_rate", "under_search_rate", "component:outcome", "component:path", "component:format"],
  ...["turns/success", "turns/failure"],
  ...["success", "failure"].flatMap((o) => ["0", "1", "2", "3+"].map((b) => `iterations/${o}/${b}`)),
];
const LOGGED = ["critic/score/mean", "response_length/mean", "env/number_of_valid_search", "val/test_score/nq"];
const u = (x: string, seed: number) => `((abs(hashint4extended((${x})::int, ${seed})) % 1000000) / 1e6)`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** A run with step_stats for `steps` steps as if each summarised `perStep` trajectories, and logged scalars. */
async function fillChartRun(db: TDatabase, name: string, seed: number) {
  const [run] = await db.sql.query<{ id: number }>(
    `INSERT INTO runs (name, method, updated_at) VALUES ($1, 'bench', now()) RETURNING id`,
    [name],
  );
  const id = run!.id;
  // A slow rise with noise per (step, name, dataset); counts split the step's trajectories.
  await db.sql.query(
    `INSERT INTO step_stats (run_id, training_step, name, dataset, count, mean, min, max, p50, p90)
     SELECT $1, s, n, d, CASE WHEN d = '' THEN $3::int ELSE $3::int / 7 END, m, m - 0.4 * r, m + 0.4 * r, m - 0.05, m + 0.3 * r
     FROM generate_series(1, $2::int) s, unnest($4::text[]) WITH ORDINALITY AS names(n, i),
          unnest($5::text[]) AS d,
          LATERAL (SELECT 0.3 + 0.4 * s / $2::float8 + 0.1 * (${u("s * 131 + i * 7 + $6::int", 1)} - 0.5) AS m,
                          ${u("s * 17 + i", 2)} AS r) v`,
    [id, steps, perStep, NAMES, DATASETS, seed],
  );
  await db.sql.query(
    `INSERT INTO metric_points (run_id, name, training_step, value)
     SELECT $1, n, s, 0.3 + 0.4 * s / $2::float8 + 0.05 * ${u("s * 31 + $4::int", 3)}
     FROM generate_series(0, $2::int) s, unnest($3::text[]) AS n`,
    [id, steps, LOGGED, seed],
  );
  return id;
}

/** The refresh run: `trajectories` rows, `perStep` per training step, generated in the database. */
async function fillRefreshRun(db: TDatabase) {
  const [run] = await db.sql.query<{ id: number }>(
    `INSERT INTO runs (name, method, updated_at) VALUES ($1, 'bench', now()) RETURNING id`,
    [REFRESH_RUN],
  );
  await db.sql.query(
    `INSERT INTO trajectories (run_id, id, external_id, training_step, split, dataset, question, response, em, f1,
       acc, reward, reward_components, step_count, search_count, turn_count, is_format_valid, content_hash)
     SELECT $1, g, 'r-' || g, (g - 1) / $3::int, 'train', ($4::text[])[1 + floor(${u("g", 6)} * 7)::int],
       'question ' || (g % 5000), repeat('x', 200 + (g % 300)), c, CASE WHEN c = 1 THEN 1 ELSE 0.4 END, c,
       0.6 * c + 0.3 * p, jsonb_build_object('outcome', c, 'path', p, 'format', 1), 4, sc, sc + 1, true, md5(g::text)
     FROM (SELECT g, CASE WHEN ${u("g", 1)} < 0.45 THEN 1 ELSE 0 END AS c, round(${u("g", 3)}::numeric, 3)::float8 AS p,
                  floor(${u("g", 5)} * 5)::int AS sc FROM generate_series(1, $2::int) g) x`,
    [run!.id, trajectories, perStep, DATASETS.slice(1)],
  );
  return run!.id;
}

async function openBench(): Promise<TDatabase> {
  if (!isLocalUrl(ADMIN_URL)) throw new Error("The benchmark only runs against a local PostgreSQL.");
  const url = databaseUrl(DATABASE);
  if (values.reuse) {
    const db = await openDatabase({ kind: "postgres", url }).catch(() => null);
    const [done] = (await db?.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM runs`).catch(() => [])) ?? [];
    if (db && done?.n === RUNS.length + (trajectories > 0 ? 1 : 0)) return db;
    await db?.close();
  }
  await admin(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${DATABASE}"`);
  const db = await openDatabase({ kind: "postgres", url });
  await migrateDatabase(db, defaultMigrationsDir(path.join(import.meta.dirname, "..")));
  let started = performance.now();
  for (const [i, name] of RUNS.entries()) await fillChartRun(db, name, i);
  const rows = steps * NAMES.length * DATASETS.length;
  console.log(`step_stats: ${RUNS.length} runs × ${rows.toLocaleString("en-US")} rows in ${seconds(started)}`);
  if (trajectories > 0) {
    started = performance.now();
    await fillRefreshRun(db);
    console.log(`${trajectories.toLocaleString("en-US")} trajectories for the refresh run in ${seconds(started)}`);
  }
  await db.sql.exec("VACUUM ANALYZE");
  return db;
}

const time = (work: () => Promise<unknown>, count = iterations) => timePercentiles(work, count);

/** Points a series really sends: rows where it has a value of its own (not interpolated, not a gap). */
const pointsPerSeries = (chart: TMetricChart) =>
  Math.max(0, ...chart.series.map((s) => chart.rows.filter((r) => r.value[s.key] != null && !r.filled[s.key]).length));

let maxPoints = 0;
async function report(name: string, work: () => Promise<TMetricChart | TMetricChart[]>) {
  let charts: TMetricChart[] = [];
  const { p50, p95 } = await time(async () => (charts = [await work()].flat()));
  const points = Math.max(0, ...charts.map(pointsPerSeries));
  const bytes = charts.reduce((sum, c) => sum + JSON.stringify(c).length, 0);
  maxPoints = Math.max(maxPoints, points);
  console.log(
    `${name.padEnd(52)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ` +
      `max ${String(points).padStart(4)} points/series, ${(bytes / 1024).toFixed(0).padStart(4)} KiB`,
  );
}

const db = await openBench();
const [a] = await db.sql.query<{ id: number; name: string }>(`SELECT id, name FROM runs WHERE name = $1`, [RUNS[0]]);
const run = a!;
const chart = (query: Record<string, string>) => () => getMetricChart(db, run, ZChartQuery.parse(query));
console.log(
  `\nPostgreSQL; run ${run.name}: ${steps.toLocaleString("en-US")} steps × ${perStep.toLocaleString("en-US")} ` +
    `trajectories = ${(steps * perStep).toLocaleString("en-US")}; ${iterations} timed calls per case.\n`,
);
const mid = Math.round(steps / 2);
await report("catalog (metrics, datasets, steps)", async () => {
  await getMetricCatalog(db, run.id);
  return [];
});
await report("em, all datasets, whole run", chart({ metric: "em" }));
await report("reward, p50–p90 band, whole run", chart({ metric: "reward", band: "p50p90" }));
await report("f1 on hotpotqa, smoothing 0.9", chart({ metric: "f1", dataset: "hotpotqa", smooth: "0.9" }));
await report("reward, zoom to 500 steps (every step)", chart({ metric: "reward", from: `${mid}`, to: `${mid + 499}` }));
await report("reward, zoom to the second half", chart({ metric: "reward", from: `${mid}` }));
await report("em with 2 runs overlaid (3 series)", chart({ metric: "em", runs: RUNS.slice(1).join(",") }));
await report("logged critic/score/mean, whole run", chart({ metric: "log:critic/score/mean" }));
await report("efficiency (Fig. 6, Table 7), whole run", async () => {
  const e = await getEfficiencyCharts(db, run, ZEfficiencyQuery.parse({}));
  return [e.turns, e.searches];
});
await report("efficiency, zoom to 500 steps", async () => {
  const e = await getEfficiencyCharts(db, run, ZEfficiencyQuery.parse({ from: `${mid}`, to: `${mid + 499}` }));
  return [e.turns, e.searches];
});
console.log(`\nMost points any series received: ${maxPoints} (limit ~1,000 buckets + first point + gap markers).`);

if (trajectories > 0) {
  const [r] = await db.sql.query<{ id: number; max: number }>(
    `SELECT r.id, (SELECT max(training_step) FROM trajectories t WHERE t.run_id = r.id) AS max FROM runs r WHERE name = $1`,
    [REFRESH_RUN],
  );
  const step = Math.floor(r!.max / 2);
  const { p50, p95 } = await time(() => refreshStepStats(db, r!.id, [step]), Math.min(iterations, 10));
  console.log(
    `\nrefreshStepStats of one step (${perStep.toLocaleString("en-US")} trajectories) on a run of ` +
      `${trajectories.toLocaleString("en-US")}: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`,
  );
}
await db.close();
