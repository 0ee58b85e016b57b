import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import { rateOf } from "@/lib/metrics/process";
import type { TFlawedButCorrectDefinition, TRunOverview } from "@/lib/browse/types";
import type { TMetricCounts } from "@/lib/what-if/server/run-metrics-sql";

// The overview's process figures from the run's current labels (the latest correction wins), summed
// from the same stored columns as the what-if run metrics (run-metrics-sql.ts), so both pages print
// the same OSR/USR and IFBC. A figure whose labels the run lacks is "not judged", never 0 %.
// "Correct" in flawed but correct is the page's correctness choice, the one the outcome filter and
// the accuracy card use.

type TOverall = TRunOverview["overall"];
export type TProcessSummary = Pick<
  TOverall,
  "searchDecisions" | "flawedButCorrect" | "flawedButCorrectRate" | "overSearchRate" | "underSearchRate"
>;

/**
 * From the overview's scan of the trajectories: how many, the correct ones with an over- or
 * under-search step, and those with an over-search and with an under-search step.
 */
export type TTrajectoryCounts = {
  trajectories: number;
  correctWithSearchFlaw: number;
  withOverSearch: number;
  withUnderSearch: number;
};

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

/**
 * The figures of the trajectories the overview scanned: `labels` their label counts summed
 * (run-metrics-sql.ts's storedMetricCountsSql), `t` what else it counted of them.
 */
export async function getRunProcessSummary(
  db: TDatabase,
  { runId, method }: { runId: number; method: string | null },
  labels: Omit<TMetricCounts, "dataset">,
  t: TTrajectoryCounts,
): Promise<TProcessSummary> {
  const stepQuality = await hasStepQualityLabels(db, runId);
  const searchDecisions = labels.over_labelled + labels.under_labelled > 0;
  const definition = definitionFor(method, { stepQuality, searchDecisions });
  const flawedButCorrect =
    definition === "pro-step"
      ? { definition, ...rateOf(labels.flawed, labels.judged) }
      : definition === "hiprag"
        ? { definition, ...rateOf(t.correctWithSearchFlaw, labels.correct) }
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
