// What bench:ingest times and bench:scale reuses for its ingest sample: a file of synthetic
// canonical trajectories (bench/synthetic-rollouts.ts), made once in bench/out and kept, and
// `trajscope ingest` run on it exactly as users run it (its shebang sets the heap cap), in its own
// process so that its peak memory is its own.
import { execFile } from "node:child_process";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import { promisify } from "node:util";
import { syntheticJsonl } from "./synthetic-rollouts";

/** The file of `count` synthetic trajectories in bench/out, written unless an earlier one is there. */
export async function syntheticFile(root: string, count: number, log: (line: string) => void): Promise<string> {
  const out = path.join(root, "bench", "out");
  await mkdir(out, { recursive: true });
  // "prose": passages drawn from a finite corpus, in words that compress like prose
  // (bench/synthetic-rollouts.ts); files made before that are not reused.
  const file = path.join(out, `synthetic-prose-${count}.jsonl`);
  if (await stat(file).catch(() => null)) return file;
  log(`Generating ${count.toLocaleString("en-US")} trajectories into ${path.relative(root, file)}…`);
  const stream = createWriteStream(file);
  for (const chunk of syntheticJsonl({ count, seed: 42 })) {
    if (!stream.write(chunk)) await once(stream, "drain");
  }
  stream.end();
  await finished(stream);
  return file;
}

/** The summary `trajscope ingest --json` prints last. */
export type TIngestReport = {
  read: number;
  stored: number;
  rejected: number;
  seconds: number;
  finishSeconds: number;
  peakRssMb: number;
};

/** `trajscope ingest <file> --run <run> --json` into the database at `url`. */
export async function runIngestCommand(root: string, file: string, url: string, run: string): Promise<TIngestReport> {
  const { stdout } = await promisify(execFile)(
    path.join(root, "bin", "trajscope.mjs"),
    ["ingest", file, "--run", run, "--json"],
    { cwd: root, env: { ...process.env, DATABASE_URL: url }, maxBuffer: 1 << 24 },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as TIngestReport;
}
