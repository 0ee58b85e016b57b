// Scale benchmark (issue 19): builds, or reuses, a run of 10^7 trajectories in the benchmarks'
// database (trajscope_bench, made by the migrations users get) and reports the bulk-load rate, the
// bytes on disk, and p50/p95 of the main queries against their targets: the trajectory list's
// first page (≤ 100 ms), its counts, the trajectory page (≤ 50 ms), a chart series (≤ 200 ms) and
// the what-if over bench-1m's million trajectories (≤ 3 s).
// Run: node --import ./bin/register.mjs bench/scale.ts [options]  (npm run bench:scale -- …)
//   --reuse                 keep bench-10m when an earlier run left it complete
//   --trajectories N        size of the run (default 10,000,000)
//   --run NAME              its name (default bench-10m)
//   --chunk N               trajectories per statement of the load (default 1,000,000): progress lines
//   --iterations N          timed calls per list, count, trajectory and chart case (default 20, after 2 warm-ups)
//   --what-if-iterations N  timed calls per what-if case (default 3, after 2 warm-ups)
//   --without-trigram       measure without the migrations' trigram indexes (dropped), as bench:browse
//                           does with the same flag; with them (the default) a load drops them first and
//                           makes them after it, rather than maintain them row by row
//   --index                 measure the what-if with bench:what-if's covering indexes (else dropped)
//   --skip PARTS            leave out some of browse, charts, what-if (comma-separated), e.g. to time
//                           the charts alone once the run's step_stats are refreshed
//   --skip-text-search      leave out the text-search cases; with --without-trigram they are called once,
//                           without a warm-up: each call scans the run
//   --ingest-sample N       also time `trajscope ingest` of N synthetic trajectories (bench:ingest's
//                           file) into a scratch run of this database, deleted afterwards
// The load is INSERT … SELECT from generate_series inside PostgreSQL (bench/browse-data.ts), the
// same generator as bench-1m's: it measures how fast PostgreSQL builds such a run with every index
// of the schema, not `trajscope ingest` (--ingest-sample measures that, on a smaller sample).
import { availableParallelism, loadavg, totalmem } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { getMetricCatalog, getMetricChart } from "@/lib/dynamics/server/charts";
import { ZChartQuery } from "@/lib/dynamics/params";
import type { TMetricChart } from "@/lib/dynamics/types";
import { getRunByName } from "@/lib/runs/server/run-overview";
import { getWhatIfRun } from "@/lib/what-if/server/what-if-run";
import { databaseUrl } from "@/test/postgres-admin";
import { BENCH_RUN, generateBenchRun } from "./browse-data";
import { timeBrowseCases, timingRecorder, worstP95, type TTimingRow } from "./browse-cases";
import { BENCH_DATABASE, deleteRun, openBenchRuns } from "./browse-setup";
import { setTrigramIndexes } from "./browse-trigram";
import { runIngestCommand, syntheticFile } from "./ingest-command";
import { timePercentiles } from "./timing";
import { runWhatIfCase, setWhatIfIndexes, WHAT_IF_CASES } from "./what-if-cases";

const { values } = parseArgs({
  options: {
    reuse: { type: "boolean", default: false },
    trajectories: { type: "string", default: "10000000" },
    run: { type: "string", default: "bench-10m" },
    chunk: { type: "string", default: "1000000" },
    iterations: { type: "string", default: "20" },
    "what-if-iterations": { type: "string", default: "3" },
    "without-trigram": { type: "boolean", default: false },
    index: { type: "boolean", default: false },
    "skip-text-search": { type: "boolean", default: false },
    skip: { type: "string", default: "" },
    "ingest-sample": { type: "string" },
  },
});
const trajectories = Number(values.trajectories);
const trigram = !values["without-trigram"];
const iterations = Number(values.iterations);
const whatIfIterations = Number(values["what-if-iterations"]);
const RUN = values.run!;
const skip = new Set(values.skip!.split(",").filter(Boolean));
for (const part of skip)
  if (!["browse", "charts", "what-if"].includes(part)) throw new Error(`--skip ${part}: browse, charts or what-if`);
const INGEST_RUN = "bench-scale-ingest-sample";
if (RUN === BENCH_RUN) throw new Error(`--run ${BENCH_RUN} is bench:browse's run; name another.`);
const root = path.join(import.meta.dirname, "..");
const log = (line: string) => console.log(line);
const count = (n: number) => n.toLocaleString("en-US");
// On a shared machine wall times move with the load: printed beside the figures.
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const started = performance.now();

// The database and its migrations first; without trigram indexes, they go before anything is timed.
const empty = await openBenchRuns({ reuse: true, runs: [], root, log });
if (!trigram) await setTrigramIndexes(empty.sql, false, log);
const [server] = await empty.sql.query<{ version: string; shared_buffers: string; work_mem: string }>(
  `SELECT current_setting('server_version') AS version, current_setting('shared_buffers') AS shared_buffers,
          current_setting('work_mem') AS work_mem`,
);
await empty.close();
log(
  `PostgreSQL ${server!.version} (shared_buffers ${server!.shared_buffers}, work_mem ${server!.work_mem}); ` +
    `${availableParallelism()} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB.`,
);

// The load: each step's wall time, then the rate of the trajectories rows and of the whole build.
const steps: { what: string; seconds: number }[] = [];
const loadStarted = performance.now();
let generated = false;
const db = await openBenchRuns({
  reuse: values.reuse!,
  root,
  log,
  runs: [
    {
      name: RUN,
      // The long trajectory is written last: its presence means the load finished.
      trajectories: trajectories + 1,
      // Left empty: its step counts and reward features (read in TypeScript from every
      // trajectory's steps and labels, ~4 and ~7 min a million: at 10^7 longer than the load) and
      // its question summaries (2.5 GB). Only the what-if (measured on bench-1m), the overview's
      // sums of the counts and the questions page read them; the disagreed label names the
      // step-count backfill would fill are filled (fillDisagreedLabels).
      derived: [],
      generate: async (sql, log) => {
        generated = true;
        // Made again after the load: maintained row by row they would slow it down.
        await setTrigramIndexes(sql, false, log);
        log(
          `  (a generate_series bulk load in SQL, not \`trajscope ingest\`; ${count(Number(values.chunk))} trajectories a statement)`,
        );
        await generateBenchRun(sql, trajectories, log, {
          name: RUN,
          chunk: Number(values.chunk),
          onStep: (what, seconds) => steps.push({ what, seconds }),
        });
      },
    },
  ],
});
const loadSeconds = (performance.now() - loadStarted) / 1000;
if (generated) {
  const sum = (pick: (what: string) => boolean) =>
    steps.filter((s) => pick(s.what)).reduce((total, s) => total + s.seconds, 0);
  const rows = sum((what) => /^([\d,]+ trajectories|rows of trajectories)/.test(what));
  const bulk = sum((what) =>
    /^([\d,]+ (trajectories|steps)|(rows|steps|documents) of|their documents|judge and PRM)/.test(what),
  );
  log(
    `\nBulk load (generate_series inside PostgreSQL, not trajscope ingest) of ${count(trajectories)} trajectories:\n` +
      `  trajectories rows alone: ${rows.toFixed(0)} s, ${count(Math.round(trajectories / rows))} trajectories/s\n` +
      `  rows of trajectories, steps, documents, judge/PRM labels: ${bulk.toFixed(0)} s, ` +
      `${count(Math.round(trajectories / bulk))} trajectories/s\n` +
      `  whole build (with flags, vacuum, step/run/question summaries): ${loadSeconds.toFixed(0)} s, ` +
      `${count(Math.round(trajectories / loadSeconds))} trajectories/s`,
  );
} else log(`\nReused ${RUN} (--reuse): no load timed.`);
if (trigram) await setTrigramIndexes(db.sql, true, log);

// Bytes on disk: the database, then each table with its indexes and TOAST, largest first.
const [size] = await db.sql.query<{ database: string; trajectories: string; runs: string }>(
  `SELECT pg_database_size(current_database())::text AS database, (SELECT count(*) FROM trajectories)::text AS trajectories,
          (SELECT string_agg(name, ', ' ORDER BY id) FROM runs) AS runs`,
);
const tables = await db.sql.query<{ table: string; total: string; heap: string; indexes: string }>(
  `SELECT c.relname AS table, pg_total_relation_size(c.oid)::text AS total, pg_table_size(c.oid)::text AS heap,
          pg_indexes_size(c.oid)::text AS indexes
   FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE c.relkind = 'r' AND n.nspname = current_schema() ORDER BY pg_total_relation_size(c.oid) DESC`,
);
const stored = Number(size!.trajectories);
log(
  `\nOn disk: database ${BENCH_DATABASE} ${mb(Number(size!.database))} for ${count(stored)} trajectories ` +
    `(runs: ${size!.runs}); ${(Number(size!.database) / stored).toFixed(0)} bytes a trajectory. ` +
    `Trigram indexes ${trigram ? "on" : "off (dropped)"}.`,
);
for (const t of tables.filter((t) => Number(t.total) >= 1024 * 1024))
  log(
    `  ${t.table.padEnd(16)} ${mb(Number(t.total)).padStart(9)}  (table and TOAST ${mb(Number(t.heap))}, indexes ${mb(Number(t.indexes))})` +
      `  ${(Number(t.total) / stored).toFixed(0).padStart(5)} bytes a trajectory`,
  );

// The browse cases of bench:browse on the large run.
const run = await getRunByName(db, RUN);
if (!run) throw new Error(`The benchmark run ${RUN} is missing.`);
const { rows, record } = timingRecorder(iterations, log);
const textSearch = values["skip-text-search"] ? "skip" : trigram ? "like the others" : "once";
if (!skip.has("browse")) {
  log(
    `\nPostgreSQL, run ${RUN} (${count(trajectories)} trajectories); ${iterations} timed calls per case ` +
      `(after 2 warm-up calls); trigram indexes ${trigram ? "on" : "off"}; load average ${load()}.\n`,
  );
  if (textSearch !== "like the others")
    log(
      `Text search: ${textSearch === "skip" ? "not measured (--skip-text-search)" : "one call, no warm-up (no trigram index: each call scans the run)"}.\n`,
    );
  await timeBrowseCases(db, { runId: run.id, trajectories, record, summaries: true, textSearch });
}

// Chart series as bench:charts times them, here from the run's own step_stats.
const pointsPerSeries = (chart: TMetricChart) =>
  Math.max(0, ...chart.series.map((s) => chart.rows.filter((r) => r.value[s.key] != null && !r.filled[s.key]).length));
if (!skip.has("charts")) {
  const [stepCount] = await db.sql.query<{ steps: number }>(
    `SELECT count(DISTINCT training_step)::int AS steps FROM step_stats WHERE run_id = $1`,
    [run.id],
  );
  log(`\nCharts of ${RUN}: step_stats of ${count(stepCount!.steps)} training steps.`);
  await record("catalog", "metrics, datasets, steps of the run", async () => {
    const catalog = await getMetricCatalog(db, run.id);
    return `${JSON.stringify(catalog).length.toLocaleString("en-US")} bytes of JSON`;
  });
  const chart = (name: string, query: Record<string, string>) =>
    record("chart", name, async () => {
      const c = await getMetricChart(db, { id: run.id, name: RUN }, ZChartQuery.parse(query));
      return `${pointsPerSeries(c)} points/series, ${(JSON.stringify(c).length / 1024).toFixed(0)} KiB`;
    });
  await chart("em, all datasets, whole run", { metric: "em" });
  await chart("reward, p50–p90 band, whole run", { metric: "reward", band: "p50p90" });
  await chart("f1 on hotpotqa, smoothing 0.9, whole run", { metric: "f1", dataset: "hotpotqa", smooth: "0.9" });
}

// The what-if over a million trajectories: bench-1m, when bench:browse or bench:what-if made it.
const whatIfRows: TTimingRow[] = [];
const oneM = await getWhatIfRun(db, BENCH_RUN);
const [oneMRows] = oneM
  ? await db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM trajectories WHERE run_id = $1`, [oneM.id])
  : [];
if (skip.has("what-if")) {
  log(`\nWhat-if not measured (--skip what-if).`);
} else if (!oneM || !oneMRows?.n) {
  log(`\nWhat-if skipped: no ${BENCH_RUN} in ${BENCH_DATABASE} (npm run bench:what-if makes it).`);
} else {
  await setWhatIfIndexes(db, values.index!, log);
  log(
    `\nWhat-if on ${BENCH_RUN} (${count(oneMRows.n)} trajectories); ${whatIfIterations} timed calls per case ` +
      `(after 2 warm-up calls); covering indexes ${values.index ? "on" : "off"}; the cases bench:what-if runs without --slow.\n`,
  );
  for (const [name, input, slow] of WHAT_IF_CASES) {
    if (slow) continue;
    let note = "";
    const t = await timePercentiles(async () => (note = await runWhatIfCase(db, oneM, input)), whatIfIterations);
    whatIfRows.push({ what: "what-if", case: name, ...t, note });
    log(
      `what-if    ${name.padEnd(48)} p50 ${(t.p50 / 1000).toFixed(2).padStart(6)} s   p95 ${(t.p95 / 1000).toFixed(2).padStart(6)} s   ${note}`,
    );
  }
}

// `trajscope ingest` itself, on a sample, into this database beside the large runs.
let ingestLine = "trajscope ingest: not measured (--ingest-sample N measures it)";
if (values["ingest-sample"]) {
  const n = Number(values["ingest-sample"]);
  const file = await syntheticFile(root, n, log);
  await deleteRun(db, INGEST_RUN, log);
  const report = await runIngestCommand(root, file, databaseUrl(BENCH_DATABASE), INGEST_RUN);
  ingestLine =
    `trajscope ingest of ${count(report.stored)} synthetic trajectories (bench:ingest's file) into a scratch run of ` +
    `${BENCH_DATABASE} beside ${count(stored)} others: ${report.seconds.toFixed(1)} s, ` +
    `${count(Math.round(report.stored / report.seconds))} trajectories/s (${report.finishSeconds.toFixed(1)} s of it ` +
    `after the last batch), peak RSS ${report.peakRssMb.toFixed(0)} MB, rejected ${report.rejected}`;
  await deleteRun(db, INGEST_RUN, log);
}
log(`\n${ingestLine}.`);

const verdict = (name: string, figure: number, target: number, unit: string, digits: number) =>
  log(
    Number.isFinite(figure)
      ? `  ${name.padEnd(44)} ${figure <= target ? "met    " : "NOT MET"}  ${figure.toFixed(digits)} ${unit} (target ≤ ${target} ${unit})`
      : `  ${name.padEnd(44)} not measured in this invocation (target ≤ ${target} ${unit})`,
  );
log(`\nTargets (worst p95 of each kind; ${RUN}, ${count(trajectories)} trajectories):`);
const textRows = rows.filter((r) => r.what === "list" && r.case.startsWith("text search"));
verdict(
  `list, first page of every filter${textRows.length === 0 ? " but text search" : ""}`,
  worstP95(rows, "list"),
  100,
  "ms",
  1,
);
if (textRows.length > 0)
  verdict(
    "list, first page of every filter but text search",
    worstP95(
      rows.filter((r) => !textRows.includes(r)),
      "list",
    ),
    100,
    "ms",
    1,
  );
verdict("trajectory page", worstP95(rows, "trajectory"), 50, "ms", 1);
verdict("chart series, one metric, whole run", worstP95(rows, "chart"), 200, "ms", 1);
if (whatIfRows.length > 0 || skip.has("what-if"))
  verdict(`what-if over ${BENCH_RUN}`, worstP95(whatIfRows, "what-if") / 1000, 3, "s", 2);
else log(`  ${"what-if over bench-1m".padEnd(44)} skipped (no ${BENCH_RUN})`);
if (!skip.has("browse"))
  log(
    `  (no target) counts: worst p95 ${worstP95(rows, "count").toFixed(1)} ms; deep pages: ` +
      `${worstP95(rows, "deep page").toFixed(1)} ms; neighbours: ${worstP95(rows, "neighbours").toFixed(1)} ms.`,
  );
log(`Total ${((performance.now() - started) / 1000).toFixed(0)} s; load average at the end ${load()}.`);
await db.close();
