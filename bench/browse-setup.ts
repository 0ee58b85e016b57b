// The benchmarks' own PostgreSQL database, shared by their synthetic runs (bench:browse's and
// bench:what-if's bench-1m, bench:rl's bench-rl-*): created and migrated when missing, each run
// generated once and reused with --reuse (generating a million trajectories takes minutes;
// measuring takes seconds). Without --reuse a benchmark regenerates only its own runs, so the
// others' stay valid.
import pg from "pg";
import { disagreedLabelsSql } from "@/lib/annotate/server/refresh-derived";
import { openDatabase, type TDatabase, type TSql } from "@/lib/db/connection";
import { defaultMigrationsDir, migrateDatabase } from "@/lib/db/migrate";
import { vacuumAfterRewrite } from "@/lib/db/planner-statistics";
import { refreshStepStats } from "@/lib/dynamics/server/step-stats";
import { backfillPendingRuns } from "@/lib/runs/server/backfill-pending";
import { refreshRunStats } from "@/lib/runs/server/run-stats";
import { ADMIN_URL, databaseUrl, isLocalUrl } from "@/test/postgres-admin";
import { BENCH_RUN, generateBenchRun } from "./browse-data";

export const BENCH_DATABASE = "trajscope_bench";

export type TBenchSession = Omit<TSql, "withConnection">;

/** What `trajscope migrate` fills for a run written in SQL rather than ingested. */
const DERIVED = ["question_stats_pending", "step_counts_pending", "reward_features_pending"] as const;

/**
 * A synthetic run: complete when it holds `trajectories` rows (its generator writes them last).
 * `derived` names the backfills it gets (default all): each reads every trajectory.
 */
export type TBenchRun = {
  name: string;
  trajectories: number;
  generate: (sql: TBenchSession, log: (line: string) => void) => Promise<void>;
  derived?: readonly (typeof DERIVED)[number][];
};

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** bench-1m, what bench:browse and bench:what-if measure. */
export function openBenchDatabase(options: {
  reuse: boolean;
  trajectories: number;
  root: string;
  log: (line: string) => void;
}): Promise<TDatabase> {
  const run: TBenchRun = {
    name: BENCH_RUN,
    // The long trajectory is written last: its presence means the load finished.
    trajectories: options.trajectories + 1,
    generate: (sql, log) => generateBenchRun(sql, options.trajectories, log),
  };
  return openBenchRuns({ ...options, runs: [run] });
}

/** Opens the benchmark database with `runs` in it: reused when `reuse` finds one complete, else (re)generated. */
export async function openBenchRuns(options: {
  reuse: boolean;
  runs: TBenchRun[];
  root: string;
  log: (line: string) => void;
}): Promise<TDatabase> {
  // The benchmark creates a database and deletes runs: never anywhere but on this machine.
  if (!isLocalUrl(ADMIN_URL)) throw new Error("The benchmark only runs against a local PostgreSQL.");
  await withAdmin(async (client) => {
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [BENCH_DATABASE]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${BENCH_DATABASE}"`);
  });
  const db = await openDatabase({ kind: "postgres", url: databaseUrl(BENCH_DATABASE) });
  try {
    await migrateDatabase(db, defaultMigrationsDir(options.root));
    for (const run of options.runs) {
      if (options.reuse && (await isComplete(db, run))) continue;
      if (options.reuse) options.log(`No complete run ${run.name} to reuse.`);
      await deleteRun(db, run.name, options.log);
      options.log(
        `Generating ${run.name} (${run.trajectories.toLocaleString("en-US")} trajectories) in ${BENCH_DATABASE}:`,
      );
      // One connection, so the session settings hold for every statement of the load.
      await db.sql.withConnection(async (sql) => {
        await sql.exec(`SET maintenance_work_mem = '512MB'; SET work_mem = '256MB'; SET synchronous_commit = off`);
        await run.generate(sql, options.log);
      });
      // Written in SQL, not ingested: what `trajscope migrate` fills for such runs (the backfills
      // `derived` names) is filled below, as it does.
      const derived = run.derived ?? DERIVED;
      if (derived.length > 0)
        await db.sql.query(`UPDATE runs SET ${derived.map((c) => `${c} = true`).join(", ")} WHERE name = $1`, [
          run.name,
        ]);
      if (!derived.includes("step_counts_pending")) await fillDisagreedLabels(db, run.name, options.log);
      await summariseRun(db, run.name, options.log);
    }
    await backfillPendingRuns(db, (line) => options.log(`  ${line}`));
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * The label names two sources disagree on, which the step-count backfill fills with the counts: by
 * ingest's rule (refresh-derived.ts), for the trajectories labelled by more than one source.
 */
export async function fillDisagreedLabels(db: TDatabase, name: string, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const [run] = await db.sql.query<{ id: number }>(`SELECT id FROM runs WHERE name = $1`, [name]);
  await db.sql.query(
    `UPDATE trajectories t SET disagreed_labels = ${disagreedLabelsSql("t")}
     WHERE t.run_id = $1 AND t.id IN (
       SELECT trajectory_id FROM labels WHERE run_id = $1 GROUP BY trajectory_id HAVING count(DISTINCT source) > 1)`,
    [run!.id],
  );
  // VACUUM, not only ANALYZE: the rows just rewritten are not all-visible, and the disagreement
  // count's index-only scan fell back on a scan of the table (2.3 s on bench-3m).
  await vacuumAfterRewrite(db, ["trajectories"]);
  log(`  disagreed label names: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The per-step aggregates and headline figures an ingest refreshes as it ends. Without them the
 * runs page counts 0 trajectories and pages that size their work by the run (the what-if) take it
 * for a small one.
 */
export async function summariseRun(db: TDatabase, name: string, log: (line: string) => void): Promise<void> {
  const [run] = await db.sql.query<{ id: number }>(`SELECT id FROM runs WHERE name = $1`, [name]);
  if (!run) throw new Error(`no run ${name} to summarise`);
  const started = performance.now();
  await refreshStepStats(db, run.id);
  await refreshRunStats(db, run.id);
  log(`  step_stats and run_stats: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function isComplete(db: TDatabase, run: TBenchRun): Promise<boolean> {
  const rows = await db.sql.query<{ n: string }>(
    `SELECT count(*) AS n FROM trajectories t JOIN runs r ON r.id = t.run_id WHERE r.name = $1`,
    [run.name],
  );
  return Number(rows[0]?.n ?? 0) === run.trajectories;
}

// Child tables first, each by its run_id index: the cascade from runs alone would visit them row by row.
export async function deleteRun(db: TDatabase, name: string, log: (line: string) => void) {
  const [run] = await db.sql.query<{ id: number }>(`SELECT id FROM runs WHERE name = $1`, [name]);
  if (!run) return;
  const started = performance.now();
  for (const table of ["labels", "steps", "trajectories", "runs"])
    await db.sql.query(`DELETE FROM ${table} WHERE ${table === "runs" ? "id" : "run_id"} = $1`, [run.id]);
  log(`  deleted the earlier ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
