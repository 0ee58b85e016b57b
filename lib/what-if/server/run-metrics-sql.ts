import "server-only";
import type { TCorrectnessChoice, TLabelSource } from "@/lib/metrics/process";
import { correctnessParam, correctnessSql } from "@/lib/metrics/server/correctness-sql";
import { currentLabelsSql, labelFlagSql, stepQualitySql } from "./reward-label-sql";

// The label-based run metrics of trajectories (lo, hi] of a run, per dataset, under a chosen
// correctness and label source — lib/metrics/process's countSearchDecisions, ifbcRate (with
// hasFlawedIntermediateStep) and isCorrect in SQL:
//   over_flagged / over_labelled     search steps whose over_search reads true / reads as a flag
//   under_flagged / under_labelled   non-search steps, likewise for under_search
//   correct / judged / flawed        IFBC's correct trajectories, those judged, those with a BAD step
// Under the labels that hold (corrected) these are sums of columns each trajectory stores
// (lib/rewards/formula/step-counts.ts, kept by ingest and every label change); the logged labels,
// which no column keeps, are read from the steps and labels themselves.

/**
 * corrected: the label that holds (lib/annotate/holding-label-sql.ts), as on the trajectory page;
 * logged: the newest of what the run was ingested with — no author, correcting nothing
 * (lib/annotate/flags.ts).
 */
const loggedOnly = (a: string) => `${a}.corrects_id IS NULL AND ${a}.author_id IS NULL`;

export const METRIC_COUNTS = [
  "over_flagged",
  "over_labelled",
  "under_flagged",
  "under_labelled",
  "correct",
  "judged",
  "flawed",
] as const;
export type TMetricCounts = Record<(typeof METRIC_COUNTS)[number], number> & { dataset: string | null };

/**
 * Parameters: $1 run, $2 lo, $3 hi, $4 correctness threshold or verdict label name. `trajectories`:
 * further conditions on the trajectories counted (alias t, parameters from $5), e.g. the list's filter.
 */
export function labelMetricsSql(correctness: TCorrectnessChoice, labels: TLabelSource, trajectories = "TRUE"): string {
  const range = { run: "$1::int", lo: "$2::bigint", hi: "$3::bigint" };
  const inRange = `t.run_id = ${range.run} AND t.id > ${range.lo} AND t.id <= ${range.hi}`;
  if (labels === "corrected") {
    return `SELECT t.dataset, ${storedMetricCountsSql(correctnessSql(correctness, "$4"))}
      FROM trajectories t WHERE ${inRange} AND ${trajectories} GROUP BY t.dataset`;
  }
  const steps = currentLabelsSql({
    ...range,
    where: `l.step_index IS NOT NULL AND l.name IN ('over_search', 'under_search', 'step_quality') AND ${loggedOnly("l")}`,
    rule: "newest",
  });
  // isCorrect: the metric at or above the threshold, or the verdict read as a flag, else as a number ≥ 1.
  const isCorrect = correctnessSql(correctness, "$4", { labelWhere: loggedOnly("v") });
  const intermediate = "s.last_answer IS DISTINCT FROM s.index";
  return `WITH step_labels AS (
    SELECT c.trajectory_id, c.step_index,
      bool_or(${labelFlagSql("c")}) FILTER (WHERE c.name = 'over_search') AS over_flag,
      bool_or(${labelFlagSql("c")}) FILTER (WHERE c.name = 'under_search') AS under_flag,
      max(${stepQualitySql("c")}) FILTER (WHERE c.name = 'step_quality') AS quality
    FROM (${steps}) c GROUP BY c.trajectory_id, c.step_index
  ), features AS (
    SELECT s.trajectory_id,
      count(*) FILTER (WHERE s.kind = 'search' AND sl.over_flag)::int AS over_flagged,
      count(*) FILTER (WHERE s.kind = 'search' AND sl.over_flag IS NOT NULL)::int AS over_labelled,
      count(*) FILTER (WHERE s.kind <> 'search' AND sl.under_flag)::int AS under_flagged,
      count(*) FILTER (WHERE s.kind <> 'search' AND sl.under_flag IS NOT NULL)::int AS under_labelled,
      count(*) FILTER (WHERE ${intermediate} AND sl.quality = 'bad')::int AS bad_intermediate,
      count(*) FILTER (WHERE ${intermediate} AND sl.quality = 'good')::int AS good_intermediate,
      count(*) FILTER (WHERE ${intermediate})::int AS n_intermediate,
      count(sl.quality)::int AS quality_known
    FROM (
      SELECT st.trajectory_id, st.index, st.kind,
        max(st.index) FILTER (WHERE st.kind = 'answer') OVER (PARTITION BY st.trajectory_id) AS last_answer
      FROM steps st
      WHERE st.run_id = ${range.run} AND st.trajectory_id > ${range.lo} AND st.trajectory_id <= ${range.hi}
        -- Only the steps of trajectories with a step label: every figure of one without is 0 or
        -- "not judged" (quality_known 0), as its missing features row reads. A run judged in part
        -- reads a part of its steps (a million trajectories: 5 million steps scanned before).
        AND st.trajectory_id IN (SELECT trajectory_id FROM step_labels)
    ) s
    LEFT JOIN step_labels sl ON sl.trajectory_id = s.trajectory_id AND sl.step_index = s.index
    GROUP BY s.trajectory_id
  ), judged AS (
    SELECT t.dataset, f.*, coalesce(${isCorrect}, FALSE) AS is_correct,
      -- hasFlawedIntermediateStep: BAD or GOOD among the intermediate steps, or none and the answer judged.
      (f.bad_intermediate > 0 OR f.good_intermediate > 0 OR (f.n_intermediate = 0 AND f.quality_known > 0)) AS is_judged
    FROM trajectories t LEFT JOIN features f ON f.trajectory_id = t.id
    WHERE ${inRange} AND ${trajectories}
  )
  SELECT dataset,
    ${["over_flagged", "over_labelled", "under_flagged", "under_labelled"].map((c) => `coalesce(sum(${c}), 0)::int AS ${c}`).join(", ")},
    count(*) FILTER (WHERE is_correct)::int AS correct,
    count(*) FILTER (WHERE is_correct AND is_judged)::int AS judged,
    count(*) FILTER (WHERE is_correct AND bad_intermediate > 0)::int AS flawed
  FROM judged GROUP BY dataset`;
}

/**
 * METRIC_COUNTS of the trajectories `t` aggregated, from the columns they store: the labels that
 * hold now. `isCorrect` decides which are correct.
 */
export function storedMetricCountsSql(isCorrect: string): string {
  return `coalesce(sum(t.over_search_steps), 0)::int AS over_flagged,
    coalesce(sum(t.over_search_labelled), 0)::int AS over_labelled,
    coalesce(sum(t.under_search_steps), 0)::int AS under_flagged,
    coalesce(sum(t.under_search_labelled), 0)::int AS under_labelled,
    count(*) FILTER (WHERE ${isCorrect})::int AS correct,
    count(*) FILTER (WHERE ${isCorrect} AND t.has_flawed_intermediate_step IS NOT NULL)::int AS judged,
    count(*) FILTER (WHERE ${isCorrect} AND t.has_flawed_intermediate_step)::int AS flawed`;
}

/** $4 of labelMetricsSql. */
export { correctnessParam };
