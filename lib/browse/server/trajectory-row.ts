import "server-only";
import type { TTrajectoryDetail } from "@/lib/browse/types";
import type { TDatabase } from "@/lib/db/connection";

type TDetailRecord = {
  id: string;
  external_id: string;
  source_file: string | null;
  source_line: number | null;
  question: string;
  golden_answers: string[] | null;
  gold_retrieved: boolean | null;
  final_answer: string | null;
  stop_reason: string | null;
  dataset: string | null;
  split: string | null;
  training_step: number | null;
  group_id: string | null;
  sample_index: number | null;
  em: number | null;
  f1: number | null;
  acc: number | null;
  reward: number | null;
  reward_components: unknown;
  search_count: number;
  step_count: number;
  turn_count: number | null;
  is_format_valid: boolean | null;
  has_over_search: boolean;
  has_under_search: boolean;
  is_flawed_but_correct: boolean;
  response_length: number | null;
  behaviour_flags: number | null;
};

/** The trajectory's own fields for its page: everything but the raw response (only its length). */
export async function readTrajectoryRow(
  db: TDatabase,
  input: { runId: number; trajectoryId: string },
): Promise<TTrajectoryDetail["trajectory"] | null> {
  const [r] = await db.sql.query<TDetailRecord>(
    `SELECT id::text, external_id, source_file, source_line, left(question, 20000) AS question, golden_answers, gold_retrieved, left(final_answer, 20000) AS final_answer,
       stop_reason, dataset, split, training_step, group_id, sample_index, em, f1, acc, reward, reward_components,
       search_count, step_count, turn_count, is_format_valid, has_over_search, has_under_search, is_flawed_but_correct,
       length(response) AS response_length, behaviour_flags
     FROM trajectories WHERE run_id = $1::int AND id = $2::bigint`,
    [input.runId, input.trajectoryId],
  );
  if (!r) return null;
  return {
    id: r.id,
    externalId: r.external_id,
    sourceFile: r.source_file,
    sourceLine: r.source_line,
    question: r.question,
    goldenAnswers: r.golden_answers ?? [],
    goldRetrieved: r.gold_retrieved,
    finalAnswer: r.final_answer,
    stopReason: r.stop_reason,
    dataset: r.dataset,
    split: r.split,
    trainingStep: r.training_step,
    groupId: r.group_id,
    sampleIndex: r.sample_index,
    em: r.em,
    f1: r.f1,
    acc: r.acc,
    reward: r.reward,
    rewardComponents: numericEntries(r.reward_components),
    searchCount: r.search_count,
    stepCount: r.step_count,
    turnCount: r.turn_count,
    isFormatValid: r.is_format_valid,
    hasOverSearch: r.has_over_search,
    hasUnderSearch: r.has_under_search,
    isFlawedButCorrect: r.is_flawed_but_correct,
    responseLength: r.response_length,
    behaviourFlags: r.behaviour_flags,
  };
}

/** The finite numbers of a JSON object ({name: value}); anything else in it is ignored. */
export function numericEntries(value: unknown): Record<string, number> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
  );
}
