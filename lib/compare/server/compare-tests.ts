import "server-only";
import { NO_DATASET, type TCompareFilter, type TTableMetric } from "@/lib/compare/state";
import type { TCompareTest } from "@/lib/compare/types";
import type { TDatabase } from "@/lib/db/connection";
import { SqlParams } from "@/lib/db/sql-params";
import { testDelta } from "@/lib/dynamics/ablation";
import type { TCorrectnessChoice } from "@/lib/metrics/process";
import { correctnessParam, correctnessSql } from "@/lib/metrics/server/correctness-sql";
import { selectionSql, type TRunSelection } from "./compare-selection";
import type { TResolvedRun } from "./compare";

// Each run against the baseline, per dataset, on the questions both answered (dataset + the
// question with whitespace collapsed, as the per-question diff keys them): lib/ablation's tests as
// /ablations runs them — McNemar when every paired score is right/wrong (EM, acc, the correctness
// choice, one trajectory per question), else the paired bootstrap (F1, reward, several samples of
// a question averaged). The database sends one mean per run and question, not every trajectory.

type TQuestionRecord = { run_id: number; dataset: string; key: string; value: number };

export async function pairedTests(
  db: TDatabase,
  input: {
    selections: readonly TRunSelection[];
    filter: TCompareFilter;
    baseline: TResolvedRun;
    metric: TTableMetric;
    correct: TCorrectnessChoice;
  },
): Promise<TCompareTest[]> {
  if (input.selections.length < 2) return [];
  const params = new SqlParams();
  const where = selectionSql(params, input.selections, input.filter);
  const value =
    input.metric === "correct"
      ? `(${correctnessSql(input.correct, params.add(correctnessParam(input.correct)))})::int`
      : `t.${input.metric}`;
  const rows = await db.sql.query<TQuestionRecord>(
    `SELECT t.run_id, coalesce(t.dataset, '${NO_DATASET}') AS dataset,
       md5(coalesce(t.dataset, '${NO_DATASET}') || chr(31) || btrim(regexp_replace(t.question, '\\s+', ' ', 'g'))) AS key,
       avg(${value})::float8 AS value
     FROM trajectories t WHERE ${where} AND ${value} IS NOT NULL GROUP BY 1, 2, 3`,
    params.values,
  );
  const byRunDataset = new Map<string, { key: string; value: number }[]>();
  for (const r of rows) {
    const id = `${r.run_id}\u0000${r.dataset}`;
    byRunDataset.set(id, [...(byRunDataset.get(id) ?? []), { key: r.key, value: r.value }]);
  }
  const datasets = [...new Set(rows.map((r) => r.dataset))];
  const questions = (runId: number, dataset: string) => byRunDataset.get(`${runId}\u0000${dataset}`) ?? [];
  return input.selections
    .filter(({ run }) => run.id !== input.baseline.id)
    .flatMap(({ run }) =>
      datasets
        .filter((dataset) => questions(run.id, dataset).length > 0)
        .map((dataset) => ({
          run: run.name,
          dataset,
          significance: testDelta(questions(run.id, dataset), questions(input.baseline.id, dataset), "auto"),
        })),
    );
}
