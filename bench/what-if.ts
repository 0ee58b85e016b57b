// What-if benchmark: server time of a what-if (recompute every trajectory's reward, summarise, GRPO
// advantages, rank flips) and of the run metrics, on the synthetic run of 1,000,000 trajectories
// (5,000,000 steps, 4,000,000 labels) that bench/browse.ts creates in PostgreSQL.
// Run: npm run bench:what-if -- --reuse [--iterations N] [--slow] [--index]. The npm script gives
// Node the heap the server runs with (bin/trajscope.mjs: `trajscope start` serves the pages in that
// process): a 256 MB old space makes V8 collect far more often, and the what-ifs computed in
// TypeScript took ~1.4 × longer under it than with Node's default heap.
//   --reuse       keep the benchmark database of an earlier run (trajscope_bench) when it is complete
//   --iterations  timed calls per case (default 3, after 1 warm-up call)
//   --slow        also the cases that read every search step in TypeScript (documents, queries)
//   --index       measure with the two covering indexes this benchmark recommends (made if missing;
//                 without the flag they are dropped, so each run measures one schema)
//   --only TEXT   only the cases whose name contains TEXT (and no run metrics)
import path from "node:path";
import { parseArgs } from "node:util";
import { getRunMetrics } from "@/lib/what-if/server/run-metrics";
import { getWhatIfRun } from "@/lib/what-if/server/what-if-run";
import { BENCH_RUN } from "./browse-data";
import { openBenchDatabase } from "./browse-setup";
import { runWhatIfCase, setWhatIfIndexes, WHAT_IF_CASES } from "./what-if-cases";

const { values } = parseArgs({
  options: {
    reuse: { type: "boolean", default: false },
    trajectories: { type: "string", default: "1000000" },
    iterations: { type: "string", default: "3" },
    slow: { type: "boolean", default: false },
    index: { type: "boolean", default: false },
    only: { type: "string" },
  },
});
const iterations = Number(values.iterations);
const db = await openBenchDatabase({
  reuse: values.reuse!,
  trajectories: Number(values.trajectories),
  root: path.join(import.meta.dirname, ".."),
  log: (line) => console.log(line),
});

await setWhatIfIndexes(db, values.index!, (line) => console.log(line));

const run = await getWhatIfRun(db, BENCH_RUN);
if (!run) throw new Error(`The benchmark run ${BENCH_RUN} is missing.`);

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
for (const [name, input, slow] of WHAT_IF_CASES) {
  if (slow && !values.slow) continue;
  if (values.only !== undefined && !name.includes(values.only)) continue;
  const t = await time(() => runWhatIfCase(db, run, input));
  console.log(`what-if  ${name.padEnd(50)} median ${seconds(t.median)}  max ${seconds(t.max)}  ${t.note}`);
}
if (values.only === undefined) {
  const metrics = await time(async () => {
    const m = await getRunMetrics(db, run);
    return `EM ${m.overall.em?.toFixed(4)}, OSR ${m.overSearchRate.rate?.toFixed(4)}, IFBC ${m.ifbc.rate?.toFixed(4)}`;
  });
  console.log(
    `metrics  ${"run metrics (EM/F1/acc, OSR, USR, IFBC, …)".padEnd(50)} median ${seconds(metrics.median)}  max ${seconds(metrics.max)}  ${metrics.note}`,
  );
}
await db.close();
