// RL views benchmark (issue 16): p50/p95 of the resolvers behind the GRPO group page, the dynamics
// page's group-signal chart, the questions page (also crossed with another run, ?vs=) and one
// question through training, on two synthetic GRPO runs of 1,000,000 trajectories each in
// PostgreSQL (bench/rl-views-data.ts): the same 25,000 questions, each sampled as a group of 8
// at one step of every epoch (5 epochs of 100 steps), correctness changing over training.
// bench-rl-1m has no group ids (verl's rollout dump: groups derived from question and step),
// bench-rl-1m-logged logs them (verl's uid). The resolvers are called as the pages and routes
// call them, through the process database (setProcessDb). Target: p95 ≤ 300 ms per case.
// Run: node --import ./bin/register.mjs bench/rl-views.ts [--reuse] [--trajectories N] [--questions N]
//   --reuse           keep the runs of an earlier run in trajscope_bench when they are complete
//   --trajectories N  size of each run (default 1,000,000)
//   --questions N     distinct questions (default 25,000)
//   --iterations N    timed calls per case (default 20, after 2 warm-up calls)
import { createHash } from "node:crypto";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { setProcessDb } from "@/lib/db/client";
import { setProcessReadDb } from "@/lib/db/read-db";
import { ZEfficiencyQuery } from "@/lib/dynamics/params";
import { resolveGroupOf, resolveGroupSignal } from "@/lib/groups/server/queries";
import { ZQuestionsQuery } from "@/lib/questions/params";
import { resolveQuestionStatuses, resolveQuestionTimeline } from "@/lib/questions/server/queries";
import { openBenchRuns } from "./browse-setup";
import { rlBenchRun } from "./rl-views-data";
import { timePercentiles } from "./timing";

const { values } = parseArgs({
  options: {
    reuse: { type: "boolean", default: false },
    trajectories: { type: "string", default: "1000000" },
    questions: { type: "string", default: "25000" },
    iterations: { type: "string", default: "20" },
  },
});
const trajectories = Number(values.trajectories);
const questions = Number(values.questions);
const iterations = Number(values.iterations);
const TARGET_MS = 300;
const RUN = "bench-rl-1m";
const LOGGED_RUN = "bench-rl-1m-logged";

const db = await openBenchRuns({
  reuse: values.reuse!,
  runs: [
    rlBenchRun({ name: RUN, trajectories, questions: questions, logged: false, seed: 20 }),
    rlBenchRun({ name: LOGGED_RUN, trajectories, questions: questions, logged: true, seed: 40 }),
  ],
  root: path.join(import.meta.dirname, ".."),
  log: (line) => console.log(line),
});
setProcessDb(db);
setProcessReadDb(null);

const percentiles = (work: () => Promise<unknown>) => timePercentiles(work, iterations);

// Each case prints what it answered (a few figures and a hash of the whole answer), so a change
// made for speed can be checked to answer exactly the same.
const rows: { name: string; p50: number; p95: number; note: string }[] = [];
async function record<T>(name: string, work: () => Promise<T>, describe: (answer: T) => string) {
  let answer: T | undefined;
  const timing = await percentiles(async () => (answer = await work()));
  const hash = createHash("sha1").update(JSON.stringify(answer)).digest("hex").slice(0, 8);
  const row = { name, ...timing, note: `${describe(answer!)} [${hash}]` };
  rows.push(row);
  console.log(
    `${name.padEnd(52)} p50 ${row.p50.toFixed(1).padStart(7)} ms  p95 ${row.p95.toFixed(1).padStart(7)} ms  ${row.note}`,
  );
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");
console.log(`\nPostgreSQL, ${iterations} timed calls per case after 2 warm-up calls; load average ${load()}.\n`);

const n = Math.floor(trajectories / 8) * 8;
// Anchors: a trajectory of the first step, one half-way, one of the last step.
const anchors = [
  ["first step", "1"],
  ["half-way", String(n / 2 + 3)],
  ["last step", String(n - 5)],
] as const;
for (const [where, id] of anchors)
  await record(
    `group of one trajectory, derived (${where})`,
    () => resolveGroupOf({ run: RUN, trajectoryId: id }),
    (g) => `${g.members.length} members, step ${g.trainingStep}`,
  );
for (const [where, id] of anchors.slice(1))
  await record(
    `group of one trajectory, logged id (${where})`,
    () => resolveGroupOf({ run: LOGGED_RUN, trajectoryId: id }),
    (g) => `${g.members.length} members, step ${g.trainingStep}`,
  );

const chart = (query: Record<string, string>) => ZEfficiencyQuery.parse(query);
for (const [name, run, query] of [
  ["group signal chart, derived groups", RUN, {}],
  ["group signal chart, derived groups, dataset nq", RUN, { dataset: "nq" }],
  ["group signal chart, logged groups", LOGGED_RUN, {}],
] as const)
  await record(
    name,
    () => resolveGroupSignal({ run, query: chart(query) }),
    (s) =>
      `${s.totals.noSignal.toLocaleString("en-US")} of ${s.totals.comparable.toLocaleString("en-US")} without signal`,
  );

const statusCounts = (r: Awaited<ReturnType<typeof resolveQuestionStatuses>>) =>
  `${Object.values(r.counts).join("/")} l/f/n/a, ${r.total.toLocaleString("en-US")} listed`;
for (const [name, query] of [
  ["questions page, no ?status= (forgotten)", {}],
  ["questions page, status=not_learned", { status: "not_learned" }],
  ["questions page, status=always_right", { status: "always_right" }],
] as const)
  await record(name, () => resolveQuestionStatuses({ run: RUN, query: ZQuestionsQuery.parse(query) }), statusCounts);

for (const [where, id] of anchors)
  await record(
    `one question through training (${where})`,
    () => resolveQuestionTimeline({ run: RUN, trajectoryId: id }),
    (t) => `${t.steps.length} steps, ${t.status}`,
  );

for (const [name, query] of [
  ["questions ?vs= the other 1M run", { vs: LOGGED_RUN }],
  ["questions ?vs=, learned here, not_learned there", { status: "learned", vs: LOGGED_RUN, vs_status: "not_learned" }],
] as const)
  await record(
    name,
    () => resolveQuestionStatuses({ run: RUN, query: ZQuestionsQuery.parse(query) }),
    (r) => `${statusCounts(r)}, +${r.versus!.hereNotThere}/-${r.versus!.thereNotHere}`,
  );

console.log(`\nLoad average after: ${load()}. Target: p95 ≤ ${TARGET_MS} ms.\n`);
console.log(`| case | p50 ms | p95 ms | target | |\n|---|---:|---:|---:|---|`);
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${TARGET_MS} | ${r.p95 <= TARGET_MS ? "pass" : "FAIL"} |`,
  );
await db.close();
