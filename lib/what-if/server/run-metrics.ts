import "server-only";
import { rateOf } from "@/lib/metrics/process";
import type { TOutcomeMetrics, TRunMetrics } from "@/lib/what-if/metrics-types";
import type { TDatabase } from "@/lib/db/connection";
import { stepFeaturesCte } from "./reward-features-sql";
import { batchesOf, mapBatches } from "./run-batches";
import type { TWhatIfRun } from "./what-if-run";

// A run's metrics with lib/metrics/process's definitions: outcome means per dataset from one scan
// of the trajectories; over-/under-search rates and IFBC pooled from each batch's steps and current
// labels (reward-features-sql.ts). Sums are added in dataset and batch order, so the page and the
// CLI print the same digits.

// Sums as exact numerics (text): a parallel scan adds doubles in any order, numerics in none.
type TDatasetRecord = {
  dataset: string | null;
  n: number;
  em_sum: string | null;
  em_n: number;
  f1_sum: string | null;
  f1_n: number;
  acc_sum: string | null;
  acc_n: number;
  searches: string;
  turns_sum: string | null;
  turns_n: number;
  format_known: number;
  format_valid: number;
};

const TURNS = `coalesce(t.turn_count, CASE WHEN t.step_count = 0 THEN NULL ELSE t.search_count + (CASE WHEN t.final_answer
  IS NOT NULL THEN 1 WHEN EXISTS (SELECT 1 FROM steps a WHERE a.run_id = t.run_id AND a.trajectory_id = t.id
  AND a.kind = 'answer') THEN 1 ELSE 0 END) END)`;

const OUTCOME_SQL = `SELECT t.dataset, count(*)::int AS n,
    sum(t.em::numeric)::text AS em_sum, count(t.em)::int AS em_n, sum(t.f1::numeric)::text AS f1_sum,
    count(t.f1)::int AS f1_n, sum(t.acc::numeric)::text AS acc_sum, count(t.acc)::int AS acc_n, sum(t.search_count)::text AS searches,
    sum(${TURNS})::text AS turns_sum, count(${TURNS})::int AS turns_n,
    count(t.is_format_valid)::int AS format_known, count(*) FILTER (WHERE t.is_format_valid)::int AS format_valid
  FROM trajectories t WHERE t.run_id = $1::int GROUP BY t.dataset ORDER BY t.dataset NULLS LAST`;

const POOLED = ["over_flagged", "over_labelled", "under_flagged", "under_labelled", "correct", "judged", "flawed"];

function pooledSql(): string {
  const range = { run: "$1::int", lo: "$2::bigint", hi: "$3::bigint" };
  const sum = (column: string) => `coalesce(sum(sf.${column}), 0)::int AS ${column}`;
  // hasFlawedIntermediateStep: a BAD intermediate step, else judged when one is GOOD or there is none.
  return `WITH ${stepFeaturesCte(range, { quality: true, intermediate: true })}
    SELECT ${["over_flagged", "over_labelled", "under_flagged", "under_labelled"].map(sum).join(", ")},
      count(*) FILTER (WHERE t.em >= 1)::int AS correct,
      count(*) FILTER (WHERE t.em >= 1 AND (sf.bad_intermediate > 0 OR sf.good_intermediate > 0
        OR coalesce(sf.n_intermediate, 0) = 0))::int AS judged,
      count(*) FILTER (WHERE t.em >= 1 AND sf.bad_intermediate > 0)::int AS flawed
    FROM trajectories t LEFT JOIN step_features sf ON sf.trajectory_id = t.id
    WHERE t.run_id = ${range.run} AND t.id > ${range.lo} AND t.id <= ${range.hi}`;
}

const mean = (sum: string | number | null, n: number) => (n > 0 ? Number(sum ?? 0) / n : null);
const outcome = (r: TDatasetRecord): TOutcomeMetrics => ({
  trajectories: r.n,
  em: mean(r.em_sum, r.em_n),
  f1: mean(r.f1_sum, r.f1_n),
  acc: mean(r.acc_sum, r.acc_n),
});

export async function getRunMetrics(db: TDatabase, run: Pick<TWhatIfRun, "id" | "name" | "normalization">) {
  const records = await db.sql.query<TDatasetRecord>(OUTCOME_SQL, [run.id]);
  const sql = pooledSql();
  const batches = await mapBatches(db, await batchesOf(db, run.id), (session, batch) =>
    session.query<Record<string, number>>(sql, [run.id, batch.lo, batch.hi]).then((rows) => rows[0] ?? {}),
  );
  const pooled = Object.fromEntries(POOLED.map((k) => [k, batches.reduce((n, b) => n + (b[k] ?? 0), 0)]));
  const total = (key: Exclude<keyof TDatasetRecord, "dataset">) => records.reduce((n, r) => n + Number(r[key] ?? 0), 0);
  const n = total("n");
  const metrics: TRunMetrics = {
    run: run.name,
    normalization: run.normalization,
    overall: {
      trajectories: n,
      em: mean(total("em_sum"), total("em_n")),
      f1: mean(total("f1_sum"), total("f1_n")),
      acc: mean(total("acc_sum"), total("acc_n")),
    },
    byDataset: records.map((r) => ({ dataset: r.dataset, ...outcome(r) })),
    overSearchRate: rateOf(pooled.over_flagged!, pooled.over_labelled!),
    underSearchRate: rateOf(pooled.under_flagged!, pooled.under_labelled!),
    ifbc: {
      ...rateOf(pooled.flawed!, pooled.judged!),
      correct: pooled.correct!,
      unjudgedCorrect: pooled.correct! - pooled.judged!,
    },
    formatCompliance: rateOf(total("format_valid"), total("format_known")),
    searchesPerTrajectory: n > 0 ? total("searches") / n : null,
    turnsPerTrajectory: mean(total("turns_sum"), total("turns_n")),
  };
  return metrics;
}
