import "server-only";
import { currentLabelsSql, labelNumberSql } from "./reward-label-sql";

// What a what-if's batch reads beside its trajectories' own columns, for trajectories (lo, hi] of a
// run. (The step counts a formula reads — bad_steps … — are columns of trajectories, refreshed on
// every label change: lib/annotate/server/refresh-derived.ts.)

export type TBatchRange = { run: string; lo: string; hi: string };

/** The current trajectory-level label `name` read as a number, per trajectory of the batch. */
export function trajectoryLabelCte(alias: string, range: TBatchRange, nameParam: string): string {
  const current = currentLabelsSql({ ...range, where: `l.step_index IS NULL AND l.name = ${nameParam}` });
  return `${alias} AS (SELECT c.trajectory_id, ${labelNumberSql("c")} AS value FROM (${current}) c)`;
}
