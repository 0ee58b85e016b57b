// npm run bench:ingest -- [--count N] [--skip-baseline]
// Generates N synthetic canonical trajectories (default 100,000: ~5 steps, 3 documents per
// search, ~6 KB each), ingests them into a fresh PostgreSQL database with trajscope, then COPYs
// the same rows in plainly, and prints both rates, their ratio and trajscope's peak memory.
import { execFile } from "node:child_process";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import { promisify } from "node:util";
import { parseArgs } from "node:util";
import pg from "pg";
import { createTestDatabase } from "@/test/postgres-admin";
import { encodeCopyFiles, timeCopy } from "./copy-baseline";
import { syntheticJsonl } from "./synthetic-rollouts";

const { values } = parseArgs({ options: { count: { type: "string" }, "skip-baseline": { type: "boolean" } } });
const count = Number(values.count ?? 100_000);
const root = path.join(import.meta.dirname, "..");
const out = path.join(root, "bench", "out");
await mkdir(out, { recursive: true });

const file = path.join(out, `synthetic-${count}.jsonl`);
const exists = await stat(file).catch(() => null);
if (!exists) {
  console.log(`Generating ${count.toLocaleString("en-US")} trajectories into ${path.relative(root, file)}…`);
  const stream = createWriteStream(file);
  for (const chunk of syntheticJsonl({ count, seed: 42 })) {
    if (!stream.write(chunk)) await once(stream, "drain");
  }
  stream.end();
  await finished(stream);
}
const megabytes = (await stat(file)).size / 1024 / 1024;
const database = await createTestDatabase("trajscope_bench_ingest");
try {
  // The command exactly as users run it (its shebang sets the heap cap), in its own process so
  // that its peak memory is its own.
  const { stdout } = await promisify(execFile)(
    path.join(root, "bin", "trajscope.mjs"),
    ["ingest", file, "--run", "bench", "--json"],
    { cwd: root, env: { ...process.env, DATABASE_URL: database.url }, maxBuffer: 1 << 24 },
  );
  const report = JSON.parse(stdout.trim().split("\n").at(-1)!) as {
    read: number;
    stored: number;
    rejected: number;
    seconds: number;
    peakRssMb: number;
  };
  const run = { report, seconds: report.seconds, peakRssMb: report.peakRssMb };
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const rows = await client.query<{ steps: number }>("SELECT count(*)::int AS steps FROM steps");
  const steps = rows.rows[0]!.steps;
  const ours = { perSecond: run.report.stored / run.seconds };
  console.log(
    `file: ${megabytes.toFixed(0)} MB, ${count.toLocaleString("en-US")} trajectories, ${steps.toLocaleString("en-US")} steps`,
  );
  console.log(
    `trajscope ingest: ${run.seconds.toFixed(1)} s · ${ours.perSecond.toFixed(0)} trajectories/s · ` +
      `${(steps / run.seconds).toFixed(0)} steps/s · ${(megabytes / run.seconds).toFixed(1)} MB/s · peak RSS ${run.peakRssMb.toFixed(0)} MB` +
      ` · stored ${run.report.stored}, rejected ${run.report.rejected}`,
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
    const seconds = await timeCopy(database.url, out);
    const copyRate = encoded / seconds;
    console.log(
      `plain COPY of the same rows: ${seconds.toFixed(1)} s · ${copyRate.toFixed(0)} trajectories/s · ${(megabytes / seconds).toFixed(1)} MB/s`,
    );
    console.log(`ratio trajscope / COPY: ${(ours.perSecond / copyRate).toFixed(2)}`);
  } else {
    await client.end();
  }
} finally {
  await database.drop();
}
