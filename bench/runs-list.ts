// Runs-page benchmark: what the headline figures cost on a large run. Fills a throwaway database
// with one run of N trajectories (90% over training steps of 2,000, 10% evaluation rows without a
// step; responses of ~2 kB so the heap is as wide as a real one), then times, in PostgreSQL:
//   - the ingest-end refreshes (all steps' aggregates once, then the run's headline row),
//   - listRuns (what GET /api/runs and the page run), and
//   - the scan the headline row saves (count and means over all the run's trajectories).
// Run: node --import ./bin/register.mjs bench/runs-list.ts [--trajectories N] [--iterations N]
import { parseArgs } from "node:util";
import { openDatabase } from "@/lib/db/connection";
import { defaultMigrationsDir, migrateDatabase } from "@/lib/db/migrate";
import { refreshStepStats } from "@/lib/dynamics/server/step-stats";
import { refreshRunStats } from "@/lib/runs/server/run-stats";
import { listRuns } from "@/lib/runs/server/runs";
import { createTestDatabase, isLocalUrl, ADMIN_URL } from "@/test/postgres-admin";

const { values } = parseArgs({
  options: { trajectories: { type: "string", default: "1000000" }, iterations: { type: "string", default: "20" } },
});
const n = Number(values.trajectories);
const iterations = Number(values.iterations);
if (!isLocalUrl(ADMIN_URL)) throw new Error("The benchmark only runs against a local PostgreSQL.");

const created = await createTestDatabase("trajscope_bench_runs");
const db = await openDatabase({ kind: "postgres", url: created.url });
const time = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};
async function percentiles(work: () => Promise<unknown>) {
  for (let i = 0; i < 2; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) times.push(await time(work));
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return `p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms`;
}

try {
  await migrateDatabase(db, defaultMigrationsDir(`${import.meta.dirname}/..`));
  const [run] = await db.sql.query<{ id: number }>(
    `INSERT INTO runs (name, method, updated_at) VALUES ('bench-runs', 'HiPRAG', now()) RETURNING id`,
  );
  const runId = run!.id;
  // Nine more small runs, so the list is a list.
  await db.sql.exec(
    `INSERT INTO runs (name, method, tags, updated_at) SELECT 'small-' || g, 'Search-R1', ARRAY['study:x'], now() FROM generate_series(1, 9) g`,
  );
  const fill = await time(() =>
    db.sql.exec(
      `INSERT INTO trajectories (run_id, external_id, training_step, question, golden_answers, response, final_answer,
         em, f1, acc, reward, search_count, turn_count, content_hash)
       SELECT ${runId}, 'b-' || g, CASE WHEN g % 10 = 0 THEN NULL ELSE g / 500 END, 'Question ' || g,
         ARRAY['answer ' || (g % 97)], repeat(md5(g::text), 64), 'answer ' || (g % 89),
         (g % 3 = 0)::int, (g % 7) / 7.0, (g % 3 <> 1)::int, (g % 11) / 10.0, g % 4, g % 4 + 1, md5(g::text)
       FROM generate_series(1, ${n}) g`,
    ),
  );
  await db.sql.exec("ANALYZE trajectories");
  console.log(
    `PostgreSQL, one run of ${n.toLocaleString("en-US")} trajectories (filled in ${(fill / 1000).toFixed(1)} s)`,
  );
  console.log(
    `refreshStepStats, all steps (first ingest)     ${(await time(() => refreshStepStats(db, runId))).toFixed(0)} ms`,
  );
  console.log(`refreshRunStats (ingest end)                   ${await percentiles(() => refreshRunStats(db, runId))}`);
  for (const { id } of await db.sql.query<{ id: number }>(`SELECT id FROM runs WHERE id <> $1`, [runId])) {
    await refreshRunStats(db, id);
  }
  console.log(`listRuns (10 runs, headline rows)              ${await percentiles(() => listRuns(db))}`);
  console.log(
    `scan it replaces (count, means over the run)   ${await percentiles(() =>
      db.sql.query(
        `SELECT count(*), count(DISTINCT training_step), avg(em), avg(acc), avg(reward) FROM trajectories WHERE run_id = $1`,
        [runId],
      ),
    )}`,
  );
} finally {
  await db.close();
  await created.drop();
}
