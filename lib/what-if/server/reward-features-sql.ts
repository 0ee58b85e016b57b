import "server-only";
import { currentLabelsSql, labelFlagSql, labelNumberSql, stepQualitySql } from "./reward-label-sql";

// Per-trajectory counts from steps and their current labels, for trajectories (lo, hi] of a run:
// one range scan of the steps' primary key and one of the labels' (run_id, trajectory_id, …) index.
// The counts are lib/metrics/process's countSearchDecisions and hasFlawedIntermediateStep:
//   n_search, n_reasoning, n_plan, n_answer       steps by kind
//   over_flagged / over_labelled                  search steps whose over_search reads true / as a flag
//   under_flagged / under_labelled                non-search steps, likewise for under_search
//   under_flagged_reasoning                       reasoning steps flagged under-search (HiPRAG's Ncorr)
//   bad_steps                                     steps whose step_quality reads BAD
//   bad_intermediate, good_intermediate, n_intermediate   every step but the last answer step

export type TBatchRange = { run: string; lo: string; hi: string };

export function stepFeaturesCte(range: TBatchRange, options: { quality: boolean; intermediate?: boolean }): string {
  const names = options.quality ? "('over_search', 'under_search', 'step_quality')" : "('over_search', 'under_search')";
  const current = currentLabelsSql({ ...range, where: `l.step_index IS NOT NULL AND l.name IN ${names}` });
  const quality = options.quality ? `max(${stepQualitySql("c")}) FILTER (WHERE c.name = 'step_quality')` : "NULL::text";
  const isIntermediate = "s.last_answer IS DISTINCT FROM s.index";
  // IFBC's intermediate steps need each trajectory's last answer step: a window, only when asked.
  const lastAnswer = options.intermediate
    ? "max(st.index) FILTER (WHERE st.kind = 'answer') OVER (PARTITION BY st.trajectory_id)"
    : "NULL::int";
  return `step_labels AS (
    SELECT c.trajectory_id, c.step_index,
      bool_or(${labelFlagSql("c")}) FILTER (WHERE c.name = 'over_search') AS over_flag,
      bool_or(${labelFlagSql("c")}) FILTER (WHERE c.name = 'under_search') AS under_flag,
      ${quality} AS quality
    FROM (${current}) c GROUP BY c.trajectory_id, c.step_index
  ), step_features AS (
    SELECT s.trajectory_id,
      count(*) FILTER (WHERE s.kind = 'search')::int AS n_search,
      count(*) FILTER (WHERE s.kind = 'reasoning')::int AS n_reasoning,
      count(*) FILTER (WHERE s.kind = 'plan')::int AS n_plan,
      count(*) FILTER (WHERE s.kind = 'answer')::int AS n_answer,
      count(*) FILTER (WHERE s.kind = 'search' AND sl.over_flag)::int AS over_flagged,
      count(*) FILTER (WHERE s.kind = 'search' AND sl.over_flag IS NOT NULL)::int AS over_labelled,
      count(*) FILTER (WHERE s.kind <> 'search' AND sl.under_flag)::int AS under_flagged,
      count(*) FILTER (WHERE s.kind <> 'search' AND sl.under_flag IS NOT NULL)::int AS under_labelled,
      count(*) FILTER (WHERE s.kind = 'reasoning' AND sl.under_flag)::int AS under_flagged_reasoning,
      count(*) FILTER (WHERE sl.quality = 'bad')::int AS bad_steps,
      count(*) FILTER (WHERE ${isIntermediate} AND sl.quality = 'bad')::int AS bad_intermediate,
      count(*) FILTER (WHERE ${isIntermediate} AND sl.quality = 'good')::int AS good_intermediate,
      count(*) FILTER (WHERE ${isIntermediate})::int AS n_intermediate
    FROM (
      SELECT st.trajectory_id, st.index, st.kind, ${lastAnswer} AS last_answer
      FROM steps st
      WHERE st.run_id = ${range.run} AND st.trajectory_id > ${range.lo} AND st.trajectory_id <= ${range.hi}
    ) s
    LEFT JOIN step_labels sl ON sl.trajectory_id = s.trajectory_id AND sl.step_index = s.index
    GROUP BY s.trajectory_id
  )`;
}

/** The current trajectory-level label `name` read as a number, per trajectory of the batch. */
export function trajectoryLabelCte(alias: string, range: TBatchRange, nameParam: string): string {
  const current = currentLabelsSql({ ...range, where: `l.step_index IS NULL AND l.name = ${nameParam}` });
  return `${alias} AS (SELECT c.trajectory_id, ${labelNumberSql("c")} AS value FROM (${current}) c)`;
}
