import "server-only";
import type { TTrajectoryFilter } from "@/lib/browse/filter";
import { trajectoryFilterSql } from "@/lib/browse/server/trajectory-filter-sql";
import type { TDatabase } from "@/lib/db/connection";
import { SqlParams } from "@/lib/db/sql-params";
import { rateOf, type TCorrectnessChoice } from "@/lib/metrics/process";
import type { TFlawedButCorrectDefinition, TRunOverview } from "@/lib/browse/types";
import { batchesOf, mapBatches } from "@/lib/what-if/server/run-batches";
import {
  correctnessParam,
  labelMetricsSql,
  METRIC_COUNTS,
  type TMetricCounts,
} from "@/lib/what-if/server/run-metrics-sql";

// The overview's process figures from the run's current labels (the latest correction wins), with
// the same SQL as the what-if run metrics, so both pages print the same OSR/USR and IFBC. A figure
// whose labels the run lacks is "not judged", never 0 %. "Correct" in flawed but correct is the
// page's correctness choice, the one the outcome filter and the accuracy card use.

type TOverall = TRunOverview["overall"];
export type TProcessSummary = Pick<
  TOverall,
  "searchDecisions" | "flawedButCorrect" | "flawedButCorrectRate" | "overSearchRate" | "underSearchRate"
>;

/** From the overview's scan of the trajectories: those right under the chosen correctness, and those with an over-/under-search step. */
export type TTrajectoryCounts = {
  trajectories: number;
  correct: number;
  correctWithSearchFlaw: number;
  withOverSearch: number;
  withUnderSearch: number;
};

async function pooledLabelCounts(
  db: TDatabase,
  { runId, filter, correctness }: { runId: number; filter: TTrajectoryFilter; correctness: TCorrectnessChoice },
): Promise<Omit<TMetricCounts, "dataset">> {
  // The list's own filter conditions (trajectory-filter-sql.ts), numbered after labelMetricsSql's four.
  const params = new SqlParams(4);
  const where = trajectoryFilterSql(filter, params, "$1::int").join(" AND ");
  const sql = labelMetricsSql(correctness, "corrected", where);
  const batches = await mapBatches(db, await batchesOf(db, runId), (session, batch) =>
    session.query<TMetricCounts>(sql, [runId, batch.lo, batch.hi, correctnessParam(correctness), ...params.values]),
  );
  const pooled = Object.fromEntries(METRIC_COUNTS.map((k) => [k, 0])) as Omit<TMetricCounts, "dataset">;
  for (const row of batches.flat()) for (const key of METRIC_COUNTS) pooled[key] += row[key];
  return pooled;
}

async function hasStepQualityLabels(db: TDatabase, runId: number): Promise<boolean> {
  const [row] = await db.sql.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM labels WHERE run_id = $1::int AND name = 'step_quality' AND step_index IS NOT NULL) AS found`,
    [runId],
  );
  return row?.found === true;
}

/** The method's own definition when its labels are there, else the one whose labels the run has. */
function definitionFor(
  method: string | null,
  has: { stepQuality: boolean; searchDecisions: boolean },
): TFlawedButCorrectDefinition | null {
  const name = (method ?? "").toLowerCase().replace(/[^a-z]/g, "");
  if (name.includes("hiprag") && has.searchDecisions) return "hiprag";
  if (has.stepQuality) return "pro-step";
  return has.searchDecisions ? "hiprag" : null;
}

/** The figures of the trajectories passing `filter` (the whole run when it is empty), as `t` counted them. */
export async function getRunProcessSummary(
  db: TDatabase,
  {
    runId,
    method,
    filter,
    correctness,
  }: { runId: number; method: string | null; filter: TTrajectoryFilter; correctness: TCorrectnessChoice },
  t: TTrajectoryCounts,
): Promise<TProcessSummary> {
  const [labels, stepQuality] = await Promise.all([
    pooledLabelCounts(db, { runId, filter, correctness }),
    hasStepQualityLabels(db, runId),
  ]);
  const searchDecisions = labels.over_labelled + labels.under_labelled > 0;
  const definition = definitionFor(method, { stepQuality, searchDecisions });
  const flawedButCorrect =
    definition === "pro-step"
      ? { definition, ...rateOf(labels.flawed, labels.judged) }
      : definition === "hiprag"
        ? { definition, ...rateOf(t.correctWithSearchFlaw, t.correct) }
        : { definition, reason: "no step_quality or over-/under-search labels in this run" };
  const share = (count: number) => (searchDecisions && t.trajectories > 0 ? count / t.trajectories : null);
  return {
    searchDecisions: {
      osr: rateOf(labels.over_flagged, labels.over_labelled),
      usr: rateOf(labels.under_flagged, labels.under_labelled),
    },
    overSearchRate: share(t.withOverSearch),
    underSearchRate: share(t.withUnderSearch),
    flawedButCorrect,
    flawedButCorrectRate: "rate" in flawedButCorrect ? flawedButCorrect.rate : null,
  };
}
