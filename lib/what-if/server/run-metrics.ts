import "server-only";
import {
  DEFAULT_CORRECTNESS_CHOICE,
  DEFAULT_LABEL_SOURCE,
  describeCorrectness,
  rateOf,
  type TCorrectnessChoice,
  type TLabelSource,
} from "@/lib/metrics/process";
import type { TOutcomeMetrics, TRunMetrics } from "@/lib/what-if/metrics-types";
import type { TDatabase } from "@/lib/db/connection";
import { readWithSettings } from "@/lib/db/transaction";
import { correctnessParam, labelMetricsSql, METRIC_COUNTS, type TMetricCounts } from "./run-metrics-sql";
import { batchesOf, mapBatches } from "./run-batches";
import type { TWhatIfRun } from "./what-if-run";

// A run's metrics with lib/metrics/process's definitions: outcome means per dataset from one scan
// of the trajectories; over-/under-search rates (overall and per dataset, as HiPRAG's analysis.py
// prints them) and IFBC pooled from each batch's steps and labels (run-metrics-sql.ts), under the
// chosen correctness and label source. Sums are added in dataset and batch order, so the page and
// the CLI print the same digits.

export type TRunMetricsOptions = { correctness?: TCorrectnessChoice; labels?: TLabelSource };

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

/**
 * The outcome sums per dataset. On PostgreSQL without plain index scans: the turns' EXISTS, costed
 * for every row though it runs for almost none, tipped the planner into reading the whole run
 * through the (run_id, dataset, id) index for its order — a random heap read per trajectory, 4.4 s
 * at a million, where a sequential (or, beside other runs, bitmap) scan and a sort take 1.7 s.
 * And without JIT, which compiled for 0.3 s of them.
 */
async function outcomeRecords(db: TDatabase, runId: number): Promise<TDatasetRecord[]> {
  return readWithSettings(db, { jit: "off", enable_indexscan: "off" }, (sql) =>
    sql.query<TDatasetRecord>(OUTCOME_SQL, [runId]),
  );
}

const mean = (sum: string | number | null, n: number) => (n > 0 ? Number(sum ?? 0) / n : null);
const outcome = (r: TDatasetRecord): TOutcomeMetrics => ({
  trajectories: r.n,
  em: mean(r.em_sum, r.em_n),
  f1: mean(r.f1_sum, r.f1_n),
  acc: mean(r.acc_sum, r.acc_n),
});

/** Each dataset's label counts, summed over the batches. */
function countsByDataset(batches: TMetricCounts[][]): Map<string | null, TMetricCounts> {
  const sums = new Map<string | null, TMetricCounts>();
  for (const row of batches.flat()) {
    const sum = sums.get(row.dataset) ?? { ...row, ...Object.fromEntries(METRIC_COUNTS.map((k) => [k, 0])) };
    for (const key of METRIC_COUNTS) sum[key] += row[key];
    sums.set(row.dataset, sum);
  }
  return sums;
}

const EMPTY = Object.fromEntries(METRIC_COUNTS.map((k) => [k, 0])) as Omit<TMetricCounts, "dataset">;
const searchRates = (c: Omit<TMetricCounts, "dataset">) => ({
  overSearchRate: rateOf(c.over_flagged, c.over_labelled),
  underSearchRate: rateOf(c.under_flagged, c.under_labelled),
});

export async function getRunMetrics(
  db: TDatabase,
  run: Pick<TWhatIfRun, "id" | "name" | "normalization">,
  options: TRunMetricsOptions = {},
) {
  const correctness = options.correctness ?? DEFAULT_CORRECTNESS_CHOICE;
  const labels = options.labels ?? DEFAULT_LABEL_SOURCE;
  const records = await outcomeRecords(db, run.id);
  const sql = labelMetricsSql(correctness, labels);
  const batches = await mapBatches(db, await batchesOf(db, run.id), (session, batch) =>
    session.query<TMetricCounts>(sql, [run.id, batch.lo, batch.hi, correctnessParam(correctness)]),
  );
  const byDataset = countsByDataset(batches);
  const pooled = { ...EMPTY };
  for (const counts of byDataset.values()) for (const key of METRIC_COUNTS) pooled[key] += counts[key];
  const total = (key: Exclude<keyof TDatasetRecord, "dataset">) => records.reduce((n, r) => n + Number(r[key] ?? 0), 0);
  const n = total("n");
  const metrics: TRunMetrics = {
    run: run.name,
    normalization: run.normalization,
    correctness: describeCorrectness(correctness),
    labels,
    overall: {
      trajectories: n,
      em: mean(total("em_sum"), total("em_n")),
      f1: mean(total("f1_sum"), total("f1_n")),
      acc: mean(total("acc_sum"), total("acc_n")),
    },
    byDataset: records.map((r) => ({
      dataset: r.dataset,
      ...outcome(r),
      ...searchRates(byDataset.get(r.dataset) ?? EMPTY),
    })),
    ...searchRates(pooled),
    ifbc: {
      ...rateOf(pooled.flawed, pooled.judged),
      correct: pooled.correct,
      unjudgedCorrect: pooled.correct - pooled.judged,
    },
    formatCompliance: rateOf(total("format_valid"), total("format_known")),
    searchesPerTrajectory: n > 0 ? total("searches") / n : null,
    turnsPerTrajectory: mean(total("turns_sum"), total("turns_n")),
  };
  return metrics;
}
