import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import { cachedRunSummary, summaryKey } from "@/lib/runs/server/run-summary-cache";
import { SqlParams } from "@/lib/db/sql-params";
import type { TFailureCounts } from "@/lib/failures/cells";
import type { TFailureStepRow } from "@/lib/failures/series";
import type { TCorrectnessChoice } from "@/lib/metrics/process";
import { correctnessParam, correctnessSql } from "@/lib/metrics/server/correctness-sql";

// One scan of a run's trajectories: the stored gold_retrieved (ingest's check, lib/failures)
// against the answer's correctness under the chosen rule — the same SQL as the outcome filter and
// the correctness card, so each count equals its cell's list. Grouped by dataset or by training step.

type TCountRecord = {
  key: string | number | null;
  trajectories: number;
  not_applicable: number;
  undecided: number;
  retrieved_right: number;
  reading_failure: number;
  from_memory: number;
  search_failure: number;
};

async function countBy(
  db: TDatabase,
  input: { runId: number; choice: TCorrectnessChoice; by: "dataset" | "training_step"; dataset?: string | null },
): Promise<TCountRecord[]> {
  const params = new SqlParams();
  const run = params.add(input.runId, "int");
  const isRight = correctnessSql(input.choice, params.add(correctnessParam(input.choice)));
  const conditions = [`t.run_id = ${run}`];
  if (input.by === "training_step") conditions.push("t.training_step IS NOT NULL");
  if (input.dataset != null) conditions.push(`t.dataset = ${params.add(input.dataset, "text")}`);
  return db.sql.query<TCountRecord>(
    `SELECT key, count(*)::int AS trajectories,
       count(*) FILTER (WHERE g IS NULL)::int AS not_applicable,
       count(*) FILTER (WHERE g IS NOT NULL AND c IS NULL)::int AS undecided,
       count(*) FILTER (WHERE g AND c)::int AS retrieved_right,
       count(*) FILTER (WHERE g AND NOT c)::int AS reading_failure,
       count(*) FILTER (WHERE NOT g AND c)::int AS from_memory,
       count(*) FILTER (WHERE NOT g AND NOT c)::int AS search_failure
     FROM (SELECT t.${input.by} AS key, t.gold_retrieved AS g, ${isRight} AS c
           FROM trajectories t WHERE ${conditions.join(" AND ")}) x
     GROUP BY key ORDER BY key NULLS LAST`,
    params.values,
  );
}

const countsOf = (r: TCountRecord): TFailureCounts => ({
  trajectories: r.trajectories,
  notApplicable: r.not_applicable,
  undecided: r.undecided,
  retrieved_right: r.retrieved_right,
  reading_failure: r.reading_failure,
  from_memory: r.from_memory,
  search_failure: r.search_failure,
});

export async function getFailureCountsByDataset(
  db: TDatabase,
  input: { runId: number; choice: TCorrectnessChoice },
): Promise<(TFailureCounts & { dataset: string | null })[]> {
  const rows = await countBy(db, { ...input, by: "dataset" });
  return rows.map((r) => ({ dataset: r.key === null ? null : String(r.key), ...countsOf(r) }));
}

/** Per training step (trajectories without one are left out), of one dataset or all. */
export async function getFailureCountsByStep(
  db: TDatabase,
  input: { runId: number; choice: TCorrectnessChoice; dataset: string | null },
): Promise<(TFailureStepRow & TFailureCounts)[]> {
  const rows = await countBy(db, { ...input, by: "training_step" });
  return rows.map((r) => ({ step: Number(r.key), ...countsOf(r) }));
}

/**
 * getFailureCountsByStep's rows, kept until the run changes (run-summary-cache.ts): a scan of the
 * run (0.25 s for a million trajectories) that each visit of the dynamics page asked for again.
 */
export function storedFailureCountsByStep(
  read: TDatabase,
  write: Pick<TDatabase, "sql">,
  input: { runId: number; choice: TCorrectnessChoice; dataset: string | null },
): Promise<(TFailureStepRow & TFailureCounts)[]> {
  const key = summaryKey("failures-by-step", { choice: input.choice, dataset: input.dataset });
  return cachedRunSummary(read, write, { runId: input.runId, key }, () => getFailureCountsByStep(read, input));
}
