import "server-only";

// What a GRPO group is in SQL. verl groups a batch's rollouts by the prompt's uid; trajscope keeps
// that uid as group_id when the format logs it. verl's rollout dump does not, so a group is then
// derived: the same question at the same training step (and split). The filter and the dynamics
// series read the rule here; the group view (group-view.ts) spells it with the anchor's values, and
// the integration test holds all three to one independent grouping.

/** GROUP BY keys of the groups of one run (rows of trajectories, unaliased). */
export const GROUP_KEYS_SQL = "split, training_step, group_id, CASE WHEN group_id IS NULL THEN question END";

const NO_SIGNAL_HAVING = "HAVING count(g.reward) >= 2 AND min(g.reward) = max(g.reward)";

/**
 * Trajectory `t` is in a group without learning signal (lib/groups/signal.ts): at least two of its
 * rollouts have a reward and all those rewards are equal, so every advantage is 0. Same group:
 * same split and step, and the same group id, or both without one and the same question — as three probes that each read one index — (run_id, group_id) for a logged
 * group, (run_id, training_step, id) for a derived one — instead of one OR no index serves.
 */
export function inNoSignalGroupSql(t: string): string {
  const probe = (conditions: string) =>
    `EXISTS (SELECT 1 FROM trajectories g WHERE g.run_id = ${t}.run_id AND ${conditions}
      AND g.split IS NOT DISTINCT FROM ${t}.split ${NO_SIGNAL_HAVING})`;
  return `((${t}.group_id IS NOT NULL AND ${probe(`g.group_id = ${t}.group_id AND g.training_step IS NOT DISTINCT FROM ${t}.training_step`)})
    OR (${t}.group_id IS NULL AND ${t}.training_step IS NOT NULL
      AND ${probe(`g.training_step = ${t}.training_step AND g.group_id IS NULL AND g.question = ${t}.question`)})
    OR (${t}.group_id IS NULL AND ${t}.training_step IS NULL
      AND ${probe(`g.training_step IS NULL AND g.group_id IS NULL AND g.question = ${t}.question`)}))`;
}
