import "server-only";
import type { TScoredSet } from "@/lib/ablation/scored-set";
import { getEvaluationSet, scoredSetSql } from "@/lib/ablation/server/evaluation-set";
import { hasSplitOrStepFilter, NO_DATASET, type TCompareFilter } from "@/lib/compare/state";
import type { TDatabase } from "@/lib/db/connection";
import type { SqlParams } from "@/lib/db/sql-params";
import type { TResolvedRun } from "./compare";

// Which trajectories of each compared run every part reads. Pooling every step and split mixes a
// training run's early rollouts into its score (HiPRAG's NQ read 43.2 here and 64.7 on /ablations),
// so by default each run is scored on its evaluation set, as /ablations does; `scope=all` pools
// everything; a split or step filter replaces both. The dataset filter always applies.

export type TRunSelection = { run: TResolvedRun; set: TScoredSet };

export async function selectScoredSets(
  db: TDatabase,
  runs: readonly TResolvedRun[],
  filter: TCompareFilter,
): Promise<TRunSelection[]> {
  if (hasSplitOrStepFilter(filter))
    return runs.map((run) => ({ run, set: { kind: "filter", split: null, step: null } }));
  if (filter.scope === "all")
    return runs.map((run) => ({ run, set: { kind: "all trajectories", split: null, step: null } }));
  const selections: TRunSelection[] = [];
  // One run at a time: PGlite is one connection, and PostgreSQL's pool is shared.
  for (const run of runs) selections.push({ run, set: await getEvaluationSet(db, run.id) });
  return selections;
}

/** The WHERE condition on trajectories `t`: each run's scored set, within the filter. */
export function selectionSql(params: SqlParams, selections: readonly TRunSelection[], filter: TCompareFilter): string {
  if (selections.length === 0) return "FALSE";
  const perRun = selections.map(
    ({ run, set }) => `(t.run_id = ${params.add(run.id, "int")} AND ${scoredSetSql(set, params)})`,
  );
  const parts = [`(${perRun.join(" OR ")})`];
  if (filter.datasets.length) {
    parts.push(`coalesce(t.dataset, '${NO_DATASET}') = ANY(${params.add(filter.datasets, "text[]")})`);
  }
  if (filter.splits.length) parts.push(`t.split = ANY(${params.add(filter.splits, "text[]")})`);
  if (filter.step?.min != null) parts.push(`t.training_step >= ${params.add(filter.step.min, "float8")}`);
  if (filter.step?.max != null) parts.push(`t.training_step <= ${params.add(filter.step.max, "float8")}`);
  return parts.join(" AND ");
}
