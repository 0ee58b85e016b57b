// npm run bench:cli -- [--runs N] [--only help,migrate,ingest]
// What a person waits for at the command line: wall time of `trajscope --help`, of `migrate` on a
// fresh PostgreSQL database and of `ingest` of a 500-line file (4 copies of the real R1-Searcher
// fixture: identical rollouts become distinct samples), each run as its own process through the
// binary, as users run it. Prints the median and p95 (nearest rank) of N runs per command.
import { execFile } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { createTestDatabase } from "@/test/postgres-admin";

const { values } = parseArgs({ options: { runs: { type: "string" }, only: { type: "string" } } });
const runs = Number(values.runs ?? 10);
const only = new Set((values.only ?? "help,migrate,ingest").split(","));
const root = path.join(import.meta.dirname, "..");
const bin = path.join(root, "bin", "trajscope.mjs");
const out = path.join(root, "bench", "out");

/** Wall time of one `trajscope ARGS` process, in seconds, and its output; a failure stops the benchmark. */
async function runCli(args: string[], env: Record<string, string> = {}): Promise<{ seconds: number; stdout: string }> {
  const started = performance.now();
  const { stdout } = await promisify(execFile)(bin, args, {
    cwd: out,
    env: { ...process.env, ...env },
    maxBuffer: 1 << 24,
  });
  return { seconds: (performance.now() - started) / 1000, stdout };
}

const timeCli = async (args: string[], env: Record<string, string> = {}) => (await runCli(args, env)).seconds;

function summary(name: string, seconds: number[]): string {
  const sorted = [...seconds].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
  const f = (s: number) => `${s.toFixed(2)} s`;
  return `${name.padEnd(28)} median ${f(rank(0.5))} · p95 ${f(rank(0.95))} · min ${f(sorted[0]!)} (${sorted.length} runs)`;
}

async function repeat(name: string, once: (i: number) => Promise<number>): Promise<void> {
  const seconds: number[] = [];
  for (let i = 0; i < runs; i += 1) seconds.push(await once(i));
  console.log(summary(name, seconds));
}

await mkdir(out, { recursive: true });

if (only.has("help")) await repeat("trajscope --help", () => timeCli(["--help"]));

if (only.has("migrate")) {
  await repeat("trajscope migrate (fresh db)", async () => {
    const database = await createTestDatabase("trajscope_bench_cli");
    try {
      return await timeCli(["migrate"], { DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  });
}

if (only.has("ingest")) {
  const fixture = await readFile(path.join(root, "test", "fixtures", "real", "r1-searcher-bamboogle-qwen.jsonl"));
  const file = path.join(out, "cli-ingest-500.jsonl");
  await writeFile(file, Buffer.concat([fixture, fixture, fixture, fixture]));
  const database = await createTestDatabase("trajscope_bench_cli");
  try {
    await timeCli(["migrate"], { DATABASE_URL: database.url });
    // A new run each time: every run stores all 500 trajectories, as a first ingest does. The
    // ingest's own time (its --json report) shows how much of the wait is start-up.
    const ingestSeconds: number[] = [];
    await repeat("trajscope ingest (500 lines)", async (i) => {
      const run = await runCli(["ingest", file, "--run", `bench-cli-${i}`, "--json"], { DATABASE_URL: database.url });
      ingestSeconds.push((JSON.parse(run.stdout.trim().split("\n").at(-1)!) as { seconds: number }).seconds);
      return run.seconds;
    });
    console.log(summary("  of which ingesting", ingestSeconds));
  } finally {
    await database.drop();
  }
}
