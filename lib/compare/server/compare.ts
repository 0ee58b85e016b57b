import "server-only";
import { compareDatasets } from "@/lib/charts/datasets";
import { NO_DATASET, type TCompareFilter } from "@/lib/compare/state";
import type { TCompareRun, TCompareScores, TComponentRow, TScoreRow } from "@/lib/compare/types";
import type { TDatabase } from "@/lib/db/connection";
import { getRunFacets } from "@/lib/runs/server/run-facets";
import { SqlParams } from "@/lib/db/sql-params";

// The comparison's tables: per run and dataset, the means of the narrow score columns, from one
// grouped scan per comparison (a Citus coordinator fans it out per run). Reward components are
// averaged from the jsonb the ingest stores as finite numbers only.

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

/** " AND …" conditions on trajectories `t` for the comparison's filter, with bound parameters. */
export function compareFilterSql(params: SqlParams, filter: TCompareFilter): string {
  const parts: string[] = [];
  if (filter.datasets.length) {
    parts.push(`coalesce(t.dataset, '${NO_DATASET}') = ANY(${params.add(filter.datasets, "text[]")})`);
  }
  if (filter.splits.length) parts.push(`t.split = ANY(${params.add(filter.splits, "text[]")})`);
  if (filter.step?.min != null) parts.push(`t.training_step >= ${params.add(filter.step.min, "float8")}`);
  if (filter.step?.max != null) parts.push(`t.training_step <= ${params.add(filter.step.max, "float8")}`);
  return parts.map((part) => ` AND ${part}`).join("");
}

type TScoreRecord = Omit<TScoreRow, "run"> & { run_id: number };
type TComponentRecord = Omit<TComponentRow, "run"> & { run_id: number };

export async function getCompareScores(
  db: TDatabase,
  input: { names: readonly string[]; filter: TCompareFilter },
): Promise<TCompareScores> {
  const { runs, missing } = await resolveCompareRuns(db, input.names);
  const empty = {
    runs: runs.map(({ id: _id, ...run }) => run),
    missing,
    datasets: [],
    splits: [],
    rows: [],
    components: [],
  };
  if (runs.length === 0) return empty;
  const params = new SqlParams();
  const ids = params.add(
    runs.map((run) => run.id),
    "int[]",
  );
  const where = `t.run_id = ANY(${ids})${compareFilterSql(params, input.filter)}`;
  const scores = await db.sql.query<TScoreRecord>(
    `SELECT t.run_id, coalesce(t.dataset, '${NO_DATASET}') AS dataset, count(*)::int AS trajectories,
       avg(t.em)::float8 AS em, avg(t.f1)::float8 AS f1, avg(t.acc)::float8 AS acc, avg(t.reward)::float8 AS reward,
       avg(t.search_count)::float8 AS searches
     FROM trajectories t WHERE ${where} GROUP BY 1, 2`,
    params.values,
  );
  const components = await db.sql.query<TComponentRecord>(
    `SELECT t.run_id, c.key AS component, avg((c.value #>> '{}')::float8)::float8 AS mean, count(*)::int AS trajectories
     FROM trajectories t
     CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(t.reward_components) = 'object' THEN t.reward_components END) AS c
     WHERE ${where} AND jsonb_typeof(c.value) = 'number'
     GROUP BY 1, 2 ORDER BY 2 LIMIT 1000`,
    params.values,
  );
  const facets = await Promise.all(runs.map((run) => getRunFacets(db, run.id)));
  const nameOf = new Map(runs.map((run) => [run.id, run.name]));
  const withRun = <T extends { run_id: number }>({ run_id, ...rest }: T) => ({ run: nameOf.get(run_id)!, ...rest });
  return {
    ...empty,
    datasets: [...new Set([...facets.flatMap((f) => f.datasets), ...scores.map((r) => r.dataset)])].sort(
      compareDatasets,
    ),
    splits: [...new Set(facets.flatMap((f) => f.splits))].sort(),
    rows: scores.map(withRun),
    components: components.map(withRun),
  };
}
