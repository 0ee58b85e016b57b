// npm run bench:ingest -- [--count N] [--skip-baseline]
// Generates N synthetic canonical trajectories (default 100,000: ~5 steps, 3 documents per
// search, ~6 KB each), ingests them into a fresh PostgreSQL database with trajscope, then COPYs
// the same rows in plainly — into the same tables, and into bare tables with primary keys only
// (the physical limit) and with the trigram indexes alone — and prints each rate, the ratios,
// trajscope's peak memory, the CPU seconds each side used (the load average is printed too:
// on a shared machine wall times move with it, CPU seconds much less), and the bytes on disk a
// trajectory takes once ingested (its row, steps and retrieved documents, indexes and TOAST included).
import { mkdir, stat } from "node:fs/promises";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { createTestDatabase } from "@/test/postgres-admin";
import { encodeCopyFiles, timeCopy, type TCopyTarget } from "./copy-baseline";
import { runIngestCommand, syntheticFile } from "./ingest-command";
import { childrenCpuSeconds, watchBackendCpu } from "./process-cpu";

const { values } = parseArgs({ options: { count: { type: "string" }, "skip-baseline": { type: "boolean" } } });
const count = Number(values.count ?? 100_000);
const root = path.join(import.meta.dirname, "..");
const out = path.join(root, "bench", "out");
await mkdir(out, { recursive: true });
const file = await syntheticFile(root, count, (line) => console.log(line));
const megabytes = (await stat(file)).size / 1024 / 1024;
const database = await createTestDatabase("trajscope_bench_ingest");
const databaseName = new URL(database.url).pathname.slice(1);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
try {
  console.log(`load average before: ${load()} (${availableParallelism()} cores)`);
  const clientCpuBefore = childrenCpuSeconds();
  const ingestBackends = watchBackendCpu(databaseName);
  // The command exactly as users run it, in its own process (bench/ingest-command.ts).
  const report = await runIngestCommand(root, file, database.url, "bench");
  const run = { report, seconds: report.seconds, peakRssMb: report.peakRssMb };
  const clientCpu = childrenCpuSeconds() - clientCpuBefore;
  const serverCpu = await ingestBackends.stop();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const rows = await client.query<{ steps: number }>("SELECT count(*)::int AS steps FROM steps");
  const steps = rows.rows[0]!.steps;
  const ours = { perSecond: run.report.stored / run.seconds };
  // Measured before the baseline adds its own copy of the rows to the same tables.
  const disk = await diskBytes(client);
  console.log(
    `file: ${megabytes.toFixed(0)} MB, ${count.toLocaleString("en-US")} trajectories, ${steps.toLocaleString("en-US")} steps`,
  );
  console.log(
    `trajscope ingest: ${run.seconds.toFixed(1)} s · ${ours.perSecond.toFixed(0)} trajectories/s · ` +
      `${(steps / run.seconds).toFixed(0)} steps/s · ${(megabytes / run.seconds).toFixed(1)} MB/s · peak RSS ${run.peakRssMb.toFixed(0)} MB` +
      ` · stored ${run.report.stored}, rejected ${run.report.rejected}`,
  );
  console.log(
    `  of which ${(run.seconds - run.report.finishSeconds).toFixed(1)} s reading and writing batches, ` +
      `${run.report.finishSeconds.toFixed(1)} s after the last one (planner statistics, step, question and run summaries)`,
  );
  console.log(
    `  CPU: command ${clientCpu.toFixed(1)} s, PostgreSQL ${serverCpu.toFixed(1)} s` +
      ` (${((clientCpu / count) * 1e6).toFixed(0)} / ${((serverCpu / count) * 1e6).toFixed(0)} µs a trajectory) · load ${load()}`,
  );
  const total = disk.reduce((sum, t) => sum + t.bytes, 0);
  console.log(
    `on disk: ${(total / run.report.stored).toFixed(0)} bytes a trajectory (` +
      disk.map((t) => `${t.table} ${(t.bytes / 1024 / 1024).toFixed(0)} MB`).join(", ") +
      `; tables, indexes and TOAST)`,
  );
  const inline = await inlineDocumentsLayout(client);
  const storedOnce = disk.filter((t) => t.table !== "trajectories").reduce((sum, t) => sum + t.bytes, 0);
  const before = total - storedOnce + inline.stepsBytes;
  console.log(
    `  with each step's documents inline, as before they were stored once: ${(before / run.report.stored).toFixed(0)} bytes a trajectory ` +
      `(steps ${(inline.stepsBytes / 1024 / 1024).toFixed(0)} MB against steps and documents ${(storedOnce / 1024 / 1024).toFixed(0)} MB; ` +
      `${inline.retrievals.toLocaleString("en-US")} retrievals of ${inline.documents.toLocaleString("en-US")} distinct documents)`,
  );

  if (!values["skip-baseline"]) {
    const {
      rows: [runRow],
    } = await client.query<{ id: number }>("INSERT INTO runs (name, updated_at) VALUES ('copy', now()) RETURNING id");
    const {
      rows: [seq],
    } = await client.query<{ id: string }>("SELECT (max(id) + 1)::text AS id FROM trajectories");
    await client.end();
    const encoded = await encodeCopyFiles(file, out, runRow!.id, Number(seq!.id));
    const targets: TCopyTarget[] = ["same tables", "bare tables", "bare tables + trigram indexes"];
    for (const target of targets) {
      const backends = watchBackendCpu(databaseName);
      const seconds = await timeCopy(database.url, out, target);
      const cpu = await backends.stop();
      const copyRate = encoded / seconds;
      console.log(
        `plain COPY into the ${target}: ${seconds.toFixed(1)} s · ${copyRate.toFixed(0)} trajectories/s · ` +
          `${(megabytes / seconds).toFixed(1)} MB/s · PostgreSQL CPU ${cpu.toFixed(1)} s · load ${load()}`,
      );
      console.log(`  ratio trajscope / COPY into the ${target}: ${(ours.perSecond / copyRate).toFixed(2)}`);
    }
  } else {
    await client.end();
  }
} finally {
  await database.drop();
}

/**
 * The steps as they were stored before documents were stored once (migration
 * 20261202043000_documents_stored_once): each step's documents inline, a jsonb array of
 * {id, title, text, score}, in a column beside the step's others and under the same indexes.
 * Rebuilt from the stored steps in a scratch table, measured like the others, then dropped.
 */
async function inlineDocumentsLayout(client: pg.Client) {
  const {
    rows: [columns],
  } = await client.query<{ list: string }>(
    `SELECT string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS list
     FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = 'steps'
       AND column_name NOT IN ('document_hashes', 'document_scores')`,
  );
  const list = columns!.list;
  await client.query(`CREATE TABLE bench_inline_steps (LIKE steps INCLUDING ALL)`);
  try {
    await client.query(
      `ALTER TABLE bench_inline_steps DROP COLUMN document_hashes, DROP COLUMN document_scores, ADD COLUMN documents jsonb`,
    );
    await client.query(
      `INSERT INTO bench_inline_steps (${list}, documents)
       SELECT ${list}, CASE WHEN s.document_hashes IS NOT NULL THEN (
         SELECT coalesce(jsonb_agg(jsonb_build_object('id', d.doc_id, 'title', d.title, 'text', d.text, 'score', u.score)
                                   ORDER BY u.o), '[]')
         FROM unnest(s.document_hashes, s.document_scores) WITH ORDINALITY AS u(hash, score, o)
         JOIN documents d ON d.run_id = s.run_id AND d.hash = u.hash) END
       FROM steps s`,
    );
    const {
      rows: [sizes],
    } = await client.query<{ steps: string; retrievals: string; documents: string }>(
      `SELECT pg_total_relation_size('bench_inline_steps')::text AS steps,
              (SELECT coalesce(sum(cardinality(document_hashes)), 0) FROM steps)::text AS retrievals,
              (SELECT count(*) FROM documents)::text AS documents`,
    );
    return {
      stepsBytes: Number(sizes!.steps),
      retrievals: Number(sizes!.retrievals),
      documents: Number(sizes!.documents),
    };
  } finally {
    await client.query(`DROP TABLE bench_inline_steps`);
  }
}

/** pg_total_relation_size (heap, indexes, TOAST) of the tables a trajectory's content lives in, those that exist. */
async function diskBytes(client: pg.Client): Promise<{ table: string; bytes: number }[]> {
  const { rows } = await client.query<{ table: string; bytes: string }>(
    `SELECT t AS table, pg_total_relation_size(to_regclass(t))::text AS bytes
     FROM unnest(ARRAY['trajectories', 'steps', 'documents']) AS t WHERE to_regclass(t) IS NOT NULL`,
  );
  return rows.map((r) => ({ table: r.table, bytes: Number(r.bytes) }));
}
