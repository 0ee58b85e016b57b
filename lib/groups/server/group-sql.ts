import "server-only";

// What a GRPO group is in SQL. verl groups a batch's rollouts by the prompt's uid; trajscope keeps
// that uid as group_id when the format logs it. verl's rollout dump does not, so a group is then
// derived: the same question at the same training step (and split). Both rules live here so the
// group view, the "no signal" filter and the dynamics series cannot drift apart.

/** Row `b` is in the same group as row `a` (both aliases of trajectories). */
export function sameGroupSql(a: string, b: string): string {
  return `${b}.run_id = ${a}.run_id
    AND ${b}.training_step IS NOT DISTINCT FROM ${a}.training_step AND ${b}.split IS NOT DISTINCT FROM ${a}.split
    AND ((${a}.group_id IS NOT NULL AND ${b}.group_id = ${a}.group_id)
      OR (${a}.group_id IS NULL AND ${b}.group_id IS NULL AND ${b}.question = ${a}.question))`;
}

/** GROUP BY keys of the groups of one run (rows of trajectories, unaliased). */
export const GROUP_KEYS_SQL = "split, training_step, group_id, CASE WHEN group_id IS NULL THEN question END";

/**
 * Trajectory `t` is in a group without learning signal (lib/groups/signal.ts): at least two of its
 * rollouts have a reward and all those rewards are equal, so every advantage is 0.
 */
export function inNoSignalGroupSql(t: string): string {
  return `EXISTS (SELECT 1 FROM trajectories g WHERE ${sameGroupSql(t, "g")}
    HAVING count(g.reward) >= 2 AND min(g.reward) = max(g.reward))`;
}
