// What-if benchmark: server time of a what-if (recompute every trajectory's reward, summarise, GRPO
// advantages, rank flips) and of the run metrics, on the synthetic run of 1,000,000 trajectories
// (5,000,000 steps, 4,000,000 labels) that bench/browse.ts creates in PostgreSQL.
// Run: node --import ./bin/register.mjs bench/what-if.ts --reuse [--iterations N] [--slow] [--index]
//   --reuse       keep the benchmark database of an earlier run (trajscope_bench) when it is complete
//   --iterations  timed calls per case (default 3, after 1 warm-up call)
//   --slow        also the cases that read every search step in TypeScript (documents, queries)
//   --index       measure with the two covering indexes this benchmark recommends (made if missing;
//                 without the flag they are dropped, so each run measures one schema)
import path from "node:path";
import { parseArgs } from "node:util";
import { getRunMetrics } from "@/lib/what-if/server/run-metrics";
import { computeWhatIf } from "@/lib/what-if/server/what-if";
import { getWhatIfRun } from "@/lib/what-if/server/what-if-run";
import { defaultSpec } from "@/lib/what-if/default-spec";
import { parseSpec, type TSpecInput } from "@/lib/what-if/spec";
import { BENCH_RUN } from "./browse-data";
import { openBenchDatabase } from "./browse-setup";

const { values } = parseArgs({
  options: {
    reuse: { type: "boolean", default: false },
    trajectories: { type: "string", default: "1000000" },
    iterations: { type: "string", default: "3" },
    slow: { type: "boolean", default: false },
    index: { type: "boolean", default: false },
  },
});
const iterations = Number(values.iterations);
const db = await openBenchDatabase({
  reuse: values.reuse!,
  trajectories: Number(values.trajectories),
  root: path.join(import.meta.dirname, ".."),
  log: (line) => console.log(line),
});

// Index-only reads of a batch's steps (kind) and of its current labels, already in DISTINCT ON order.
const INDEXES = [
  ["steps_what_if_idx", "steps (run_id, trajectory_id, index) INCLUDE (kind)", "steps"],
  [
    "labels_current_idx",
    "labels (run_id, trajectory_id, step_index, name, created_at DESC, id DESC) INCLUDE (value_type, value, value_number)",
    "labels",
  ],
] as const;
for (const [name, definition, table] of INDEXES) {
  if (!values.index) {
    await db.sql.exec(`DROP INDEX IF EXISTS "${name}"`);
    continue;
  }
  const started = performance.now();
  await db.sql.exec(`CREATE INDEX IF NOT EXISTS "${name}" ON ${definition}`);
  await db.sql.exec(`VACUUM ANALYZE ${table}`);
  console.log(`  index ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const run = await getWhatIfRun(db, BENCH_RUN);
if (!run) throw new Error(`The benchmark run ${BENCH_RUN} is missing.`);

const CASES: [string, TSpecInput | "default", boolean][] = [
  ["run's own reward (search-p1, no plans: SQL only)", "default", false],
  ["search-r1-em", { preset: "search-r1-em" }, false],
  ["search-r1-format (s_retr 0)", { preset: "search-r1-format" }, false],
  ["pro-step γ 0.8", { preset: "pro-step", weights: "gamma=0.8" }, false],
  ["hiprag (paper: steps + labels)", { preset: "hiprag" }, false],
  ["hiprag released-code, λp 0.6", { preset: "hiprag", weights: "variant=released-code,lambda_p=0.6" }, false],
  [
    "formula: components re-weighted",
    { formula: "w_a * c.accuracy + w_p * c.path + w_f * c.format", weights: "w_a=0.5,w_p=0.4,w_f=0.1" },
    false,
  ],
  ["formula: em − 0.1 · bad_steps", { formula: "em - 0.1 * bad_steps" }, false],
  [
    "search-r1-format, s_retr 0.1 (documents in TS)",
    { preset: "search-r1-format", weights: "retrieval_score=0.1" },
    true,
  ],
  ["formula: duplicate_queries (queries in TS)", { formula: "em - 0.05 * duplicate_queries" }, true],
];

async function time(work: () => Promise<string>) {
  let note = await work(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    note = await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor((times.length - 1) / 2)]!, max: times.at(-1)!, note };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2).padStart(6)} s`;
console.log(
  `\nPostgreSQL, run ${BENCH_RUN}; ${iterations} timed calls per case after a warm-up; covering indexes ${values.index ? "on" : "off"}.\n`,
);
for (const [name, input, slow] of CASES) {
  if (slow && !values.slow) continue;
  const spec = input === "default" ? defaultSpec(run.reward) : parseSpec(input);
  const t = await time(async () => {
    const result = await computeWhatIf(db, { run, spec });
    const m = (x: number | null) => (x === null ? "—" : x.toFixed(4));
    return `${result.trajectories.toLocaleString("en-US")} trajectories, ${result.timing.batches} batches, ${result.timing.streamed.toLocaleString("en-US")} in TS; mean ${m(result.logged.mean)} → ${m(result.recomputed.mean)}, ${result.flips.flips.toLocaleString("en-US")} flips`;
  });
  console.log(`what-if  ${name.padEnd(50)} median ${seconds(t.median)}  max ${seconds(t.max)}  ${t.note}`);
}
const metrics = await time(async () => {
  const m = await getRunMetrics(db, run);
  return `EM ${m.overall.em?.toFixed(4)}, OSR ${m.overSearchRate.rate?.toFixed(4)}, IFBC ${m.ifbc.rate?.toFixed(4)}`;
});
console.log(
  `metrics  ${"run metrics (EM/F1/acc, OSR, USR, IFBC, …)".padEnd(50)} median ${seconds(metrics.median)}  max ${seconds(metrics.max)}  ${metrics.note}`,
);
await db.close();
