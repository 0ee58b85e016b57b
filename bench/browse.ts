// Browse benchmark: p95 server time of the repository functions behind the trajectory list, its
// count and the trajectory page, on a synthetic run of 1,000,000 trajectories (5,000,000 steps)
// in PostgreSQL. Run: node --import ./bin/register.mjs bench/browse.ts [--reuse] [--trajectories N]
//   --reuse           keep the database of an earlier run (trajscope_bench) when it is complete
//   --trajectories N  size of the synthetic run (default 1,000,000)
//   --iterations N    timed calls per case (default 20, after 2 warm-up calls)
//   --without-trigram measure without the migrations' pg_trgm indexes for text search (dropped;
//                     without this flag they are kept, made again if an earlier run dropped them)
import path from "node:path";
import { parseArgs } from "node:util";
import { getRunByName } from "@/lib/runs/server/run-overview";
import { BENCH_RUN } from "./browse-data";
import { timeBrowseCases, timingRecorder, worstP95 } from "./browse-cases";
import { openBenchDatabase } from "./browse-setup";
import { setTrigramIndexes } from "./browse-trigram";

const { values } = parseArgs({
  options: {
    reuse: { type: "boolean", default: false },
    trajectories: { type: "string", default: "1000000" },
    iterations: { type: "string", default: "20" },
    "without-trigram": { type: "boolean", default: false },
  },
});
const iterations = Number(values.iterations);
const trigram = !values["without-trigram"];
const db = await openBenchDatabase({
  reuse: values.reuse!,
  trajectories: Number(values.trajectories),
  root: path.join(import.meta.dirname, ".."),
  log: (line) => console.log(line),
});

const { rows, record } = timingRecorder(iterations, (line) => console.log(line));

await setTrigramIndexes(db.sql, trigram, (line) => console.log(line));
const run = await getRunByName(db, BENCH_RUN);
if (!run) throw new Error(`The benchmark run ${BENCH_RUN} is missing.`);
const runId = run.id;
console.log(
  `\nPostgreSQL, run ${BENCH_RUN}; ${iterations} timed calls per case (after 2 warm-up calls); ` +
    `trigram indexes ${trigram ? "on" : "off"}.\n`,
);

await timeBrowseCases(db, { runId, trajectories: Number(values.trajectories), record, summaries: true });

const worst = (what: string) => worstP95(rows, what);
console.log(
  `\nTargets: list ≤ 100 ms (worst p95 ${worst("list").toFixed(1)} ms, deep page ${worst("deep page").toFixed(1)} ms); ` +
    `trajectory ≤ 50 ms (p95 ${worst("trajectory").toFixed(1)} ms); count worst p95 ${worst("count").toFixed(1)} ms.`,
);
await db.close();
