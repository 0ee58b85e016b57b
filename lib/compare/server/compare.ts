import "server-only";
import { compareDatasets } from "@/lib/charts/datasets";
import { NO_DATASET, TABLE_METRICS, type TCompareFilter, type TTableMetric } from "@/lib/compare/state";
import type { TCompareRun, TCompareScores, TComponentRow, TScoreRow } from "@/lib/compare/types";
import type { TCorrectnessChoice } from "@/lib/metrics/process";
import { correctnessParam, correctnessSql } from "@/lib/metrics/server/correctness-sql";
import { selectionSql, selectScoredSets } from "./compare-selection";
import { pairedTests } from "./compare-tests";
import type { TDatabase } from "@/lib/db/connection";
import { getRunFacets } from "@/lib/runs/server/run-facets";
import { SqlParams } from "@/lib/db/sql-params";

// The comparison's tables: per run and dataset, the means of the narrow score columns (and the
// share right by the correctness choice) with the n each averages, from one grouped scan per
// comparison (a Citus coordinator fans it out per run), over each run's scored set
// (compare-selection.ts). Reward components are averaged from the jsonb the ingest stores as
// finite numbers only. Each other run is tested against the baseline per dataset (compare-tests.ts).

export type TResolvedRun = TCompareRun & { id: number };

/** The runs named, in the given order, and the names no run has. */
export async function resolveCompareRuns(
  db: TDatabase,
  names: readonly string[],
): Promise<{ runs: TResolvedRun[]; missing: string[] }> {
  const found = await db.prisma.run.findMany({
    where: { name: { in: [...names] } },
    select: { id: true, name: true, method: true, model: true },
  });
  const byName = new Map(found.map((run) => [run.name, run]));
  return {
    runs: names.flatMap((name) => byName.get(name) ?? []),
    missing: names.filter((name) => !byName.has(name)),
  };
}

type TScoreRecord = Omit<TScoreRow, "run" | "n"> & { run_id: number } & Record<`n_${TTableMetric}`, number>;
type TComponentRecord = Omit<TComponentRow, "run"> & { run_id: number };

/** A per-trajectory value of the table metric, NULL where it has none (right/wrong as 1/0). */
function metricSql(metric: TTableMetric, correct: string): string {
  return metric === "correct" ? `(${correct})::int` : `t.${metric}`;
}

export type TCompareScoresInput = {
  names: readonly string[];
  filter: TCompareFilter;
  metric: TTableMetric;
  baseline: string | null;
  correct: TCorrectnessChoice;
};

export async function getCompareScores(db: TDatabase, input: TCompareScoresInput): Promise<TCompareScores> {
  const { runs, missing } = await resolveCompareRuns(db, input.names);
  const baseline = runs.find((run) => run.name === input.baseline) ?? runs[0];
  const empty = {
    runs: runs.map(({ id: _id, ...run }) => run),
    missing,
    datasets: [],
    splits: [],
    rows: [],
    components: [],
    sets: [],
    baseline: baseline?.name ?? null,
    metric: input.metric,
    tests: [],
  };
  if (runs.length === 0) return empty;
  const selections = await selectScoredSets(db, runs, input.filter);
  const params = new SqlParams();
  const where = selectionSql(params, selections, input.filter);
  const componentParams = new SqlParams();
  const componentWhere = selectionSql(componentParams, selections, input.filter);
  const correct = correctnessSql(input.correct, params.add(correctnessParam(input.correct)));
  const measure = (m: TTableMetric) =>
    `avg(${metricSql(m, correct)})::float8 AS ${m}, count(${metricSql(m, correct)})::int AS n_${m}`;
  const scores = await db.sql.query<TScoreRecord>(
    `SELECT t.run_id, coalesce(t.dataset, '${NO_DATASET}') AS dataset, count(*)::int AS trajectories,
       ${TABLE_METRICS.map(measure).join(", ")}, avg(t.search_count)::float8 AS searches
     FROM trajectories t WHERE ${where} GROUP BY 1, 2`,
    params.values,
  );
  const components = await db.sql.query<TComponentRecord>(
    `SELECT t.run_id, c.key AS component, avg((c.value #>> '{}')::float8)::float8 AS mean, count(*)::int AS trajectories
     FROM trajectories t
     CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(t.reward_components) = 'object' THEN t.reward_components END) AS c
     WHERE ${componentWhere} AND jsonb_typeof(c.value) = 'number'
     GROUP BY 1, 2 ORDER BY 2 LIMIT 1000`,
    componentParams.values,
  );
  const facets = await Promise.all(runs.map((run) => getRunFacets(db, run.id)));
  const nameOf = new Map(runs.map((run) => [run.id, run.name]));
  const withRun = <T extends { run_id: number }>({ run_id, ...rest }: T) => ({ run: nameOf.get(run_id)!, ...rest });
  const trajectoriesOf = (id: number) => scores.filter((r) => r.run_id === id).reduce((n, r) => n + r.trajectories, 0);
  return {
    ...empty,
    datasets: [...new Set([...facets.flatMap((f) => f.datasets), ...scores.map((r) => r.dataset)])].sort(
      compareDatasets,
    ),
    splits: [...new Set(facets.flatMap((f) => f.splits))].sort(),
    rows: scores.map((record) => {
      const { run, ...rest } = withRun(record);
      const row = Object.fromEntries(Object.entries(rest).filter(([key]) => !key.startsWith("n_")));
      const n = Object.fromEntries(TABLE_METRICS.map((m) => [m, record[`n_${m}`]])) as TScoreRow["n"];
      return { run, ...(row as Omit<TScoreRow, "run" | "n">), n };
    }),
    components: components.map(withRun),
    sets: selections.map(({ run, set }) => ({ run: run.name, set, trajectories: trajectoriesOf(run.id) })),
    tests: baseline
      ? await pairedTests(db, {
          selections,
          filter: input.filter,
          baseline,
          metric: input.metric,
          correct: input.correct,
        })
      : [],
  };
}
