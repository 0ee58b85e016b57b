import "server-only";

// Which rollouts are "sampled in training": those with a training step, outside the evaluation
// splits. verl's dump logs no split (null): those count as training.
export const TRAINING_ROLLOUT_SQL = `training_step IS NOT NULL
  AND coalesce(lower(split), 'train') NOT IN ('test', 'val', 'validation', 'eval', 'dev')`;

export type TStepRow = {
  question: string;
  step: number;
  rollouts: number;
  judged: number;
  right: number;
  mean_reward: number | null;
  first_id: string;
  dataset: string | null;
};

/** Per (question, step): rollouts, judged (EM known), right (EM ≥ 1), mean reward, first id. */
export const QUESTION_STEPS_SQL = `SELECT question, training_step AS step, count(*)::int AS rollouts,
    count(em)::int AS judged, count(*) FILTER (WHERE em >= 1)::int AS "right",
    avg(reward) AS mean_reward, min(id)::text AS first_id, min(dataset) AS dataset
  FROM trajectories`;
