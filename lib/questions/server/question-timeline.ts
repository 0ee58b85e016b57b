import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import { DEFAULT_SOLVED_THRESHOLD, questionStatus } from "@/lib/questions/status";
import type { TQuestionTimeline } from "@/lib/questions/types";
import { QUESTION_STEPS_SQL, TRAINING_ROLLOUT_SQL, type TStepRow } from "./question-sql";

/** The question of one trajectory through training: every step it was sampled at. */
export async function getQuestionTimeline(
  db: TDatabase,
  input: { runId: number; trajectoryId: string },
): Promise<TQuestionTimeline | null> {
  const [anchor] = await db.sql.query<{ question: string; dataset: string | null; golden_answers: string[] }>(
    `SELECT question, dataset, golden_answers FROM trajectories WHERE run_id = $1::int AND id = $2::bigint`,
    [input.runId, input.trajectoryId],
  );
  if (!anchor) return null;
  const rows = await db.sql.query<TStepRow>(
    `${QUESTION_STEPS_SQL} WHERE run_id = $1::int AND question = $2::text AND ${TRAINING_ROLLOUT_SQL}
     GROUP BY question, training_step ORDER BY training_step`,
    [input.runId, anchor.question],
  );
  const steps = rows.map((r) => ({
    step: r.step,
    rollouts: r.rollouts,
    judged: r.judged,
    right: r.right,
    accuracy: r.judged > 0 ? r.right / r.judged : null,
    meanReward: r.mean_reward,
    firstId: r.first_id,
  }));
  return {
    anchorId: input.trajectoryId,
    question: anchor.question,
    dataset: anchor.dataset,
    goldenAnswers: anchor.golden_answers,
    steps,
    status: questionStatus(steps),
    threshold: DEFAULT_SOLVED_THRESHOLD,
  };
}
