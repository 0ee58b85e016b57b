// npm run bench:counts -- [--copies N] [--iterations N] [--demo]
// The trajectory list right after an ingest (issue 13): the real R1-Searcher Bamboogle sample
// (test/fixtures/real, 125 lines with GPT-4o verdicts) repeated N times (default 4: 500
// trajectories, the run size of the issue) is ingested as a second run into a database that already
// holds one — so the planner's statistics predate it unless ingest refreshes them — on PostgreSQL and
// on PGlite. Then the page's two requests, list and count, are timed for label filters, and the
// count is checked against an independent SQL count. On a busy machine wall time is mostly waiting:
// the CPU time of this process is printed too (on PGlite, which runs in it, that is the query work). --demo also times the first-start demo ingest
// on PGlite (eight runs into one database), which nested loops once made take over ten minutes.
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseBrowseParams } from "@/lib/browse/params";
import { listTrajectories } from "@/lib/browse/server/trajectories";
import { formatEstimate } from "@/lib/browse/format";
import { countTrajectories } from "@/lib/browse/server/trajectory-count";
import { openDatabase, type TDatabase } from "@/lib/db/connection";
import { migrateDatabase } from "@/lib/db/migrate";
import { ingestDemoRuns } from "@/lib/ingest/server/demo";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { openFileSource } from "@/lib/ingest/read-file";
import { createTestDatabase } from "@/test/postgres-admin";
import { REAL_FIXTURES } from "@/test/real-fixtures";

const { values } = parseArgs({
  options: {
    copies: { type: "string", default: "4" },
    iterations: { type: "string", default: "5" },
    demo: { type: "boolean", default: false },
  },
});
const copies = Number(values.copies);
const iterations = Number(values.iterations);
const root = path.join(import.meta.dirname, "..");
const FILTERS = [
  "label=answer_correct=true",
  "outcome=incorrect&label=answer_correct=true",
  "outcome=correct&label=answer_correct=false",
];

async function sampleFile(): Promise<string> {
  const lines = (await readFile(path.join(REAL_FIXTURES, "r1-searcher-bamboogle-qwen.jsonl"), "utf8"))
    .trim()
    .split("\n");
  const copied = Array.from({ length: copies }, (_, copy) =>
    lines.map((line) => {
      const record = JSON.parse(line) as { question: string };
      return JSON.stringify({ ...record, question: `${record.question} [copy ${copy}]` });
    }),
  ).flat();
  const file = path.join(await mkdtemp(path.join(tmpdir(), "trajscope-bench-counts-")), "r1-searcher-bamboogle.jsonl");
  await writeFile(file, copied.join("\n"));
  return file;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(kind: "postgres" | "pglite", db: TDatabase, file: string) {
  const ingestStarted = performance.now();
  await ingestSources(db, [await openFileSource(file)], { run: "bamboogle-first" });
  const { runId } = await ingestSources(db, [await openFileSource(file)], { run: "bamboogle-second" });
  const ingestSeconds = (performance.now() - ingestStarted) / 1000;
  console.log(`[${kind}] ingested 2 × ${copies * 125} trajectories in ${ingestSeconds.toFixed(1)} s`);
  for (const query of FILTERS) {
    const { filter, sort } = parseBrowseParams(Object.fromEntries(new URLSearchParams(query))).state;
    const [independent] = await db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM trajectories t WHERE t.run_id = $1
         AND ($2::text IS NULL OR ($2 = 'correct' AND t.em >= 1) OR ($2 = 'incorrect' AND t.em < 1))
         AND EXISTS (SELECT 1 FROM labels l WHERE l.run_id = $1 AND l.trajectory_id = t.id
                       AND l.name = 'answer_correct' AND l.value = $3)`,
      [runId, filter.outcome, filter.labels[0]!.value],
    );
    const times: number[] = [];
    const cpu: number[] = [];
    let shown = "";
    for (let i = 0; i < iterations; i++) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const [count] = await Promise.all([
        countTrajectories(db, { runId, filter }),
        listTrajectories(db, { runId, filter, sort, limit: 50 }),
      ]);
      times.push(performance.now() - started);
      const { user, system } = process.cpuUsage(cpuStarted);
      cpu.push((user + system) / 1000);
      shown = count.isExact
        ? `${count.count} (exact)`
        : `${formatEstimate(count.count, count.margin)} (estimated: ${count.estimatedBecause})`;
    }
    console.log(
      `[${kind}] ${query}: list + count first ${times[0]!.toFixed(0)} ms, median ${median(times).toFixed(0)} ms, ` +
        `max ${Math.max(...times).toFixed(0)} ms (this process's CPU: median ${median(cpu).toFixed(0)} ms); ` +
        `shows ${shown}, SQL counts ${independent!.n}`,
    );
  }
}

const file = await sampleFile();
const postgres = await createTestDatabase("trajscope_bench_counts");
try {
  const db = await openDatabase({ kind: "postgres", url: postgres.url });
  await migrateDatabase(db, path.join(root, "prisma", "migrations"));
  await measure("postgres", db, file).finally(() => db.close());
} finally {
  await postgres.drop();
}
const pglite = await openDatabase({ kind: "pglite", dataDir: ":memory:" });
await migrateDatabase(pglite, path.join(root, "prisma", "migrations"));
await measure("pglite", pglite, file).finally(() => pglite.close());

if (values.demo) {
  const db = await openDatabase({ kind: "pglite", dataDir: ":memory:" });
  await migrateDatabase(db, path.join(root, "prisma", "migrations"));
  const started = performance.now();
  const cpu = process.cpuUsage();
  await ingestDemoRuns(db, root).finally(() => db.close());
  const { user, system } = process.cpuUsage(cpu);
  console.log(
    `[pglite] first-start demo ingest: ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(CPU ${((user + system) / 1e6).toFixed(1)} s)`,
  );
}
