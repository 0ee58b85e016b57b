// Browse benchmark: p95 server time of the repository functions behind the trajectory list, its
// count and the trajectory page, on a synthetic run of 1,000,000 trajectories (5,000,000 steps)
// in PostgreSQL. Run: node --import ./bin/register.mjs bench/browse.ts [--reuse] [--trajectories N]
//   --reuse           keep the database of an earlier run (trajscope_bench) when it is complete
//   --trajectories N  size of the synthetic run (default 1,000,000)
//   --iterations N    timed calls per case (default 20, after 2 warm-up calls)
//   --trigram         measure with the recommended pg_trgm indexes for text search (made if missing)
import path from "node:path";
import { parseArgs } from "node:util";
import { parseBrowseParams } from "@/lib/browse/params";
import { getRunFacets } from "@/lib/runs/server/run-facets";
import { getRunByName, getRunOverview } from "@/lib/runs/server/run-overview";
import { getTrajectory } from "@/lib/browse/server/trajectory-detail";
import { countTrajectories } from "@/lib/browse/server/trajectory-count";
import { getTrajectoryNeighbours, listTrajectories } from "@/lib/browse/server/trajectories";
import { BENCH_RUN, LONG_TRAJECTORY } from "./browse-data";
import { openBenchDatabase } from "./browse-setup";
import { setTrigramIndexes } from "./browse-trigram";
import { timePercentiles } from "./timing";

const { values } = parseArgs({
  options: {
    reuse: { type: "boolean", default: false },
    trajectories: { type: "string", default: "1000000" },
    iterations: { type: "string", default: "20" },
    trigram: { type: "boolean", default: false },
  },
});
const iterations = Number(values.iterations);
const db = await openBenchDatabase({
  reuse: values.reuse!,
  trajectories: Number(values.trajectories),
  root: path.join(import.meta.dirname, ".."),
  log: (line) => console.log(line),
});

// The filters a researcher reaches for first, as they appear in the page's URL.
const FILTERS: [string, string][] = [
  ["no filter", ""],
  ["dataset", "dataset=hotpotqa"],
  ["correct", "outcome=correct"],
  ["incorrect, sorted by F1", "outcome=incorrect&sort=-f1"],
  ["training steps 300..400", "step=300..400"],
  ["F1 range", "f1=0.2..0.6"],
  ["reward ≥ 0.8, by reward", "reward=0.8..&sort=-reward"],
  ["≥ 3 searches", "searches=3.."],
  ["over-search", "flags=over_search"],
  ["flawed but correct", "flags=flawed_but_correct"],
  ["label step_quality=BAD (judge)", "label=step_quality=BAD@judge:gpt-4.1-nano"],
  ["disagreement on step_quality", "disagree=step_quality"],
  ["text search (rare)", "q=c4ca4238a0b9"],
  ["text search (common)", "q=topic 42"],
  [
    "combined: nq, correct, steps 300..400, flawed",
    "dataset=nq&outcome=correct&step=300..400&flags=flawed_but_correct",
  ],
];

const stateOf = (query: string) => parseBrowseParams(Object.fromEntries(new URLSearchParams(query))).state;

const p95 = (work: () => Promise<unknown>) => timePercentiles(work, iterations);

const rows: { what: string; case: string; p50: number; p95: number; note: string }[] = [];
const record = async (what: string, name: string, work: () => Promise<string>) => {
  let note = "";
  const timing = await p95(async () => (note = await work()));
  rows.push({ what, case: name, ...timing, note });
  console.log(
    `${what.padEnd(10)} ${name.padEnd(48)} p50 ${timing.p50.toFixed(1).padStart(7)} ms  p95 ${timing.p95.toFixed(1).padStart(7)} ms  ${note}`,
  );
};

await setTrigramIndexes(db, values.trigram!, (line) => console.log(line));
const run = await getRunByName(db, BENCH_RUN);
if (!run) throw new Error(`The benchmark run ${BENCH_RUN} is missing.`);
const runId = run.id;
console.log(
  `\nPostgreSQL, run ${BENCH_RUN}; ${iterations} timed calls per case (after 2 warm-up calls); ` +
    `trigram indexes ${values.trigram ? "on" : "off"}.\n`,
);

for (const [name, query] of FILTERS) {
  const { filter, sort } = stateOf(query);
  await record("list", name, async () => {
    const page = await listTrajectories(db, { runId, filter, sort, limit: 50 });
    return `${page.items.length} rows`;
  });
}

// A deep page: the cursor of a row half-way down the run (id 500,000), read like page 1.
const [pivot] = await db.sql.query<{ id: string; training_step: number; reward: number; f1: number }>(
  `SELECT id::text, training_step, reward, f1 FROM trajectories WHERE run_id = $1 AND id = $2`,
  [runId, Math.round(Number(values.trajectories) / 2)],
);
for (const [name, query] of [
  ["training order", ""],
  ["by reward", "sort=-reward"],
  ["correct, by F1", "outcome=correct&sort=f1"],
]) {
  const { filter, sort } = stateOf(query!);
  const value = sort.key === "reward" ? pivot!.reward : sort.key === "f1" ? pivot!.f1 : pivot!.training_step;
  await record("deep page", `${name} (cursor half-way)`, async () => {
    const deep = await listTrajectories(db, { runId, filter, sort, limit: 50, cursor: { value, id: pivot!.id } });
    return `${deep.items.length} rows`;
  });
}

for (const [name, query] of FILTERS.filter(([n]) => !n.startsWith("text") || n.includes("rare"))) {
  const { filter } = stateOf(query);
  await record("count", name, async () => {
    const count = await countTrajectories(db, { runId, filter });
    return `${count.isExact ? "" : "≈ "}${count.count.toLocaleString("en-US")}`;
  });
}

const [long] = await db.sql.query<{ id: string }>(
  `SELECT id::text FROM trajectories WHERE run_id = $1 AND external_id = $2`,
  [runId, LONG_TRAJECTORY],
);
await record("trajectory", "50 steps, 125 documents, 100 labels", async () => {
  const detail = await getTrajectory(db, { runId, trajectoryId: long!.id });
  return `${detail!.steps.length} steps, ${JSON.stringify(detail).length.toLocaleString("en-US")} bytes of JSON`;
});
await record("neighbours", "flawed but correct, by reward", async () => {
  const { filter, sort } = stateOf("flags=flawed_but_correct&sort=-reward");
  const n = await getTrajectoryNeighbours(db, { runId, filter, sort, trajectoryId: pivot!.id });
  return `previous ${n?.previousId}, next ${n?.nextId}`;
});
await record("overview", "summary cards (full scan)", async () => {
  await getRunOverview(db, runId);
  return "";
});
await record("facets", "filter bar values", async () => {
  const facets = await getRunFacets(db, runId);
  return `${facets.datasets.length} datasets, ${facets.labels.length} label kinds`;
});

const worst = (what: string) => Math.max(...rows.filter((r) => r.what === what).map((r) => r.p95));
console.log(
  `\nTargets: list ≤ 100 ms (worst p95 ${worst("list").toFixed(1)} ms, deep page ${worst("deep page").toFixed(1)} ms); ` +
    `trajectory ≤ 50 ms (p95 ${worst("trajectory").toFixed(1)} ms); count worst p95 ${worst("count").toFixed(1)} ms.`,
);
await db.close();
