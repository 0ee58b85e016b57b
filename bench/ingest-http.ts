// npm run bench:ingest-http -- [--count N] [--batch N] [--clients N] [--port P]
// The same synthetic canonical trajectories (default 20,000, ~6 KB each) ingested twice into
// fresh PostgreSQL databases: by `trajscope ingest` (the CLI, its own process), and by POST
// /api/ingest against the built app (`npx next build` first) in batches of --batch lines from
// --clients concurrent posters, each retrying on 429 after Retry-After. Prints both rates and
// their ratio (the target: HTTP ≥ 0.5× the CLI).
import { execFile, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { createReadStream, createWriteStream, readFileSync } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { finished } from "node:stream/promises";
import { parseArgs, promisify } from "node:util";
import pg from "pg";
import { createTestDatabase } from "@/test/postgres-admin";
import { databaseUrlFile } from "../e2e/sql";
import { syntheticJsonl } from "./synthetic-rollouts";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "20000" },
    batch: { type: "string", default: "1000" },
    clients: { type: "string", default: "2" },
    port: { type: "string", default: "3809" },
  },
});
const count = Number(values.count);
const batchLines = Number(values.batch);
const root = path.join(import.meta.dirname, "..");
const out = path.join(root, "bench", "out");
await mkdir(out, { recursive: true });
const file = path.join(out, `synthetic-${count}.jsonl`);
if (!(await stat(file).catch(() => null))) {
  const stream = createWriteStream(file);
  for (const chunk of syntheticJsonl({ count, seed: 42 })) if (!stream.write(chunk)) await once(stream, "drain");
  stream.end();
  await finished(stream);
}
const megabytes = (await stat(file)).size / 1024 / 1024;

async function countRows(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>("SELECT count(*)::int AS n FROM trajectories")).rows[0]!.n;
  } finally {
    await client.end();
  }
}

// 1. The CLI, timed from outside (process start to exit) and as it reports itself.
const cliDb = await createTestDatabase("trajscope_bench_http_cli");
let cli: { wall: number; own: number; stored: number };
try {
  const started = performance.now();
  const { stdout } = await promisify(execFile)(
    path.join(root, "bin", "trajscope.mjs"),
    ["ingest", file, "--run", "bench", "--json"],
    { cwd: root, env: { ...process.env, DATABASE_URL: cliDb.url }, maxBuffer: 1 << 24 },
  );
  const wall = (performance.now() - started) / 1000;
  const report = JSON.parse(stdout.trim().split("\n").at(-1)!) as { seconds: number };
  cli = { wall, own: report.seconds, stored: await countRows(cliDb.url) };
} finally {
  await cliDb.drop();
}

// 2. The HTTP API of the built app on its own database.
const base = `http://127.0.0.1:${values.port}`;
const server = spawn(
  process.execPath,
  ["--import", "./bin/register.mjs", "e2e/serve.ts", "--db", "postgres", "--port", values.port!, "--open", "--live"],
  { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, TRAJSCOPE_INGEST_MAX_MB: "64" } },
);
process.on("exit", () => server.kill("SIGTERM"));
for (let i = 0; ; i++) {
  if (
    await fetch(`${base}/api/runs`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (i > 240) throw new Error("the app did not start: run `npx next build` first");
  await new Promise((r) => setTimeout(r, 500));
}
const url = readFileSync(databaseUrlFile(values.port!), "utf8");
const keyOut = execFileSync(process.execPath, [path.join(root, "bin", "trajscope.mjs"), "key", "add", "bench"], {
  env: { ...process.env, DATABASE_URL: url },
}).toString();
const token = /Key \(shown once\): (\S+)/.exec(keyOut)![1]!;

async function* batches() {
  let lines: string[] = [];
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    lines.push(line);
    if (lines.length === batchLines) {
      yield lines.join("\n");
      lines = [];
    }
  }
  if (lines.length) yield lines.join("\n");
}

let stored = 0;
let refused = 0;
const queue = batches();
async function poster() {
  for (;;) {
    const next = await queue.next();
    if (next.done) return;
    for (;;) {
      const response = await fetch(`${base}/api/ingest?run=bench`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/x-ndjson" },
        body: next.value,
      });
      if (response.status === 429) {
        refused += 1;
        await response.arrayBuffer();
        await new Promise((r) => setTimeout(r, Number(response.headers.get("retry-after") ?? 1) * 1000));
        continue;
      }
      if (response.status !== 207) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
      const answer = (await response.json()) as { counts: { stored: number } };
      stored += answer.counts.stored;
      break;
    }
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: Number(values.clients) }, poster));
const httpSeconds = (performance.now() - started) / 1000;
const httpRows = await countRows(url);
server.kill("SIGTERM");
await once(server, "exit");

const rate = (n: number, s: number) => `${(n / s).toFixed(0)} trajectories/s (${(megabytes / s).toFixed(1)} MB/s)`;
console.log(`file: ${megabytes.toFixed(0)} MB, ${count.toLocaleString("en-US")} trajectories`);
console.log(
  `trajscope ingest: ${cli.wall.toFixed(1)} s wall (${cli.own.toFixed(1)} s its own) · ${rate(cli.stored, cli.wall)}`,
);
console.log(
  `POST /api/ingest: ${httpSeconds.toFixed(1)} s · ${rate(stored, httpSeconds)} · batches of ${batchLines}, ` +
    `${values.clients} client(s), ${refused} answered 429 · rows ${httpRows}`,
);
console.log(
  `ratio HTTP / CLI: ${(cli.wall / httpSeconds).toFixed(2)} (wall) · ${(cli.own / httpSeconds).toFixed(2)} (CLI's own time)`,
);
