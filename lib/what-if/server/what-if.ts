import "server-only";
import { createWhatIfAccumulator } from "@/lib/what-if/accumulate";
import { specLabel } from "@/lib/what-if/compute";
import type { TWhatIfSpec } from "@/lib/what-if/spec";
import type { TWhatIfResponse } from "@/lib/what-if/types";
import type { TDatabase } from "@/lib/db/connection";
import { loadRewardInputs } from "./reward-inputs";
import { batchesOf, forEachBatch, mapBatches, MAX_ID, MIN_ID, type TBatch, type TSession } from "./run-batches";
import { SqlParams } from "@/lib/db/sql-params";
import { cachedRunSummary, storedRunSummary, summaryKey } from "@/lib/runs/server/run-summary-cache";
import { batchSql, recomputePlan, type TRecomputePlan } from "./what-if-sql";
import type { TWhatIfRun } from "./what-if-run";
import type { TJsFeature } from "./what-if-js";

// A what-if over a whole run, batch by batch (run-batches.ts): each batch is one statement that
// recomputes its trajectories' rewards in SQL (plus, where a preset needs it, TypeScript over that
// batch's steps) and returns (id, group, logged, recomputed); the rows are then summarised in id
// order, so every call on the same data gives the same numbers to the last bit.

const JS_CHUNK = 2_000;

type TRow = { id: string; group_id: string | null; logged: number | null; recomputed: number | null };
type TPrepared = {
  plan: TRecomputePlan;
  sql: string;
  values: unknown[];
  slots: { lo: number; hi: number; jsIds: number | null; jsValues: number | null };
  /** The condition on trajectories t that the TypeScript part needs, for this run. */
  subset: string | null;
};

async function prepare(db: TDatabase, run: TWhatIfRun, spec: TWhatIfSpec): Promise<TPrepared> {
  const params = new SqlParams();
  const range = { run: params.add(run.id, "int"), lo: params.add(MIN_ID, "bigint"), hi: params.add(MAX_ID, "bigint") };
  const plan = recomputePlan(spec, params, run);
  // PostgreSQL refuses a parameter the statement does not use: add only what the plan reads.
  const labelName = plan.outcomeLabel ? params.add("outcome_score", "text") : "";
  const jsIds = plan.js ? params.add([], "bigint[]") : "";
  const jsValues = plan.js ? params.add([], "float8[]") : "";
  const slot = (placeholder: string) =>
    placeholder ? Number(placeholder.slice(1, placeholder.indexOf(":"))) - 1 : null;
  return {
    plan,
    sql: batchSql(plan, { ...range, jsIds, jsValues }, labelName),
    values: params.values,
    slots: { lo: slot(range.lo)!, hi: slot(range.hi)!, jsIds: slot(jsIds), jsValues: slot(jsValues) },
    subset: plan.js ? await subsetOf(db, run, plan.js) : null,
  };
}

/** The feature's subset for this run: with its step condition only if the run has such steps. */
async function subsetOf(db: TDatabase, run: TWhatIfRun, js: TJsFeature): Promise<string> {
  if (!js.stepKind) return js.subset;
  const [steps] = await db.sql.query<{ any: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM steps WHERE run_id = $1::int AND kind = $2::step_kind) AS any",
    [run.id, js.stepKind],
  );
  if (!steps?.any) return js.subset;
  return `(${js.subset} OR EXISTS (SELECT 1 FROM steps s
    WHERE s.run_id = t.run_id AND s.trajectory_id = t.id AND s.kind = '${js.stepKind}'))`;
}

const readsOf = (js: TJsFeature, run: TWhatIfRun) => ({
  runId: run.id,
  fields: js.fields,
  steps: js.steps,
  stepText: js.stepText,
  documents: js.documents,
  labels: js.labels,
});

/** The TypeScript part of a batch: its value for each trajectory of the batch that needs one. */
async function jsValues(sql: TSession, run: TWhatIfRun, prepared: TPrepared, batch: TBatch) {
  const js = prepared.plan.js;
  const [ids, values]: [string[], (number | null)[]] = [[], []];
  if (!js) return { ids, values };
  const subset = await sql.query<{ id: string }>(
    `SELECT t.id::text AS id FROM trajectories t WHERE t.run_id = $1::int AND t.id > $2::bigint AND t.id <= $3::bigint
       AND ${prepared.subset} ORDER BY t.id`,
    [run.id, batch.lo, batch.hi],
  );
  for (let from = 0; from < subset.length; from += JS_CHUNK) {
    const chunk = subset.slice(from, from + JS_CHUNK).map((r) => r.id);
    for (const [id, input] of await loadRewardInputs(sql, { ...readsOf(js, run), ids: chunk })) {
      ids.push(id);
      values.push(js.compute(input));
    }
  }
  return { ids, values };
}

async function runBatch(sql: TSession, run: TWhatIfRun, prepared: TPrepared, batch: TBatch) {
  const js = prepared.plan.js;
  // A preset computed whole in TypeScript (for every row: a preset read from stored features runs
  // its TypeScript only where they are missing) whose batch is light to hold — no steps, only those of
  // trajectories without a response, or only the steps' kinds and labels: its inputs, read over
  // the batch's id range, hold all the batch statement would return. Over a million trajectories,
  // parsing rows is most of the time, and this reads each once. (Steps with their text and
  // documents are read JS_CHUNK trajectories at a time.)
  const isLight = js && (js.steps !== true || (!js.stepText && !js.documents));
  if (js?.name === "preset" && js.subset === "TRUE" && isLight) {
    const inputs = await loadRewardInputs(sql, { ...readsOf(js, run), range: batch });
    const rows: TRow[] = [];
    for (const input of inputs.values())
      rows.push({ id: input.id, group_id: input.group, logged: input.reward ?? null, recomputed: js.compute(input) });
    return { rows, streamed: rows.length };
  }
  const computed = await jsValues(sql, run, prepared, batch);
  const values = [...prepared.values];
  values[prepared.slots.lo] = batch.lo;
  values[prepared.slots.hi] = batch.hi;
  if (prepared.slots.jsIds !== null) values[prepared.slots.jsIds] = computed.ids;
  if (prepared.slots.jsValues !== null) values[prepared.slots.jsValues] = computed.values;
  return { rows: await sql.query<TRow>(prepared.sql, values), streamed: computed.ids.length };
}

/** Every trajectory's logged and recomputed reward, in id order, batch by batch. */
export async function recomputeRewards(
  db: TDatabase,
  input: { run: TWhatIfRun; spec: TWhatIfSpec; batchSize?: number },
): Promise<{ batches: { rows: TRow[]; streamed: number }[] }> {
  const prepared = await prepare(db, input.run, input.spec);
  const batches = await batchesOf(db, input.run.id, input.batchSize);
  return { batches: await mapBatches(db, batches, (sql, batch) => runBatch(sql, input.run, prepared, batch)) };
}

/** The what-if of one run under `spec`: the numbers the page shows and `trajscope metrics` prints. */
export async function computeWhatIf(
  db: TDatabase,
  input: { run: TWhatIfRun; spec: TWhatIfSpec; batchSize?: number },
): Promise<TWhatIfResponse> {
  const started = performance.now();
  const prepared = await prepare(db, input.run, input.spec);
  const batches = await batchesOf(db, input.run.id, input.batchSize);
  const accumulator = createWhatIfAccumulator();
  let streamed = 0;
  await forEachBatch(
    db,
    batches,
    (sql, batch) => runBatch(sql, input.run, prepared, batch),
    (batch) => {
      for (const r of batch.rows)
        accumulator.add({ id: r.id, group: r.group_id, logged: r.logged, recomputed: r.recomputed });
      streamed += batch.streamed;
    },
  );
  return {
    ...accumulator.finish(),
    spec: input.spec,
    label: specLabel(input.spec),
    timing: {
      ms: Math.round(performance.now() - started),
      batches: batches.length,
      streamed,
      computedAt: new Date().toISOString(),
    },
  };
}

/**
 * computeWhatIf's result, kept until the run changes (run-summary-cache.ts): seconds over a million
 * trajectories, and a reload, a shared link or the way back asks for the same spec again. The key
 * holds all the result reads besides the run's rows: the spec and the run's answer normalization.
 */
export function storedWhatIf(
  read: TDatabase,
  write: Pick<TDatabase, "sql">,
  input: { run: TWhatIfRun; spec: TWhatIfSpec },
): Promise<TWhatIfResponse> {
  return cachedRunSummary(read, write, { runId: input.run.id, key: whatIfKey(input) }, () =>
    computeWhatIf(read, input),
  );
}

/** storedWhatIf's result if it is kept for the run as it is now, else null: nothing computed. */
export function readyWhatIf(read: TDatabase, input: { run: TWhatIfRun; spec: TWhatIfSpec }) {
  return storedRunSummary<TWhatIfResponse>(read, { runId: input.run.id, key: whatIfKey(input) });
}

const whatIfKey = (input: { run: TWhatIfRun; spec: TWhatIfSpec }) =>
  summaryKey("what-if", { spec: input.spec, normalization: input.run.normalization });
