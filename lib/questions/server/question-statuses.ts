import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import {
  DEFAULT_SOLVED_THRESHOLD,
  QUESTION_STATUSES,
  questionStatus,
  type TQuestionStatus,
} from "@/lib/questions/status";
import type { TQuestionListItem, TQuestionStatusReport } from "@/lib/questions/types";
import { QUESTION_STEPS_SQL, TRAINING_ROLLOUT_SQL, type TStepRow } from "./question-sql";

// Every question of the run with its status: one aggregate per (question, step) in question order,
// folded question by question here (the status is lib/questions/status.ts, in one place).
export async function getQuestionStatuses(
  db: TDatabase,
  input: { runId: number; status: TQuestionStatus; limit: number },
): Promise<TQuestionStatusReport> {
  const rows = await db.sql.query<TStepRow>(
    `${QUESTION_STEPS_SQL} WHERE run_id = $1::int AND ${TRAINING_ROLLOUT_SQL}
     GROUP BY question, training_step ORDER BY question, training_step`,
    [input.runId],
  );
  const counts = Object.fromEntries(QUESTION_STATUSES.map((s) => [s, 0])) as Record<TQuestionStatus, number>;
  let unjudged = 0;
  const items: TQuestionListItem[] = [];
  for (let start = 0; start < rows.length;) {
    let end = start;
    while (end < rows.length && rows[end]!.question === rows[start]!.question) end += 1;
    const steps = rows.slice(start, end);
    const status = questionStatus(steps);
    if (status === null) unjudged += 1;
    else counts[status] += 1;
    if (status === input.status) {
      const last = steps.at(-1)!;
      items.push({
        question: last.question,
        dataset: steps[0]!.dataset,
        anchorId: steps.reduce((min, s) => (BigInt(s.first_id) < BigInt(min) ? s.first_id : min), steps[0]!.first_id),
        sampledSteps: steps.length,
        firstStep: steps[0]!.step,
        lastStep: last.step,
        lastAccuracy: last.judged > 0 ? last.right / last.judged : null,
      });
    }
    start = end;
  }
  items.sort((a, b) => b.sampledSteps - a.sampledSteps || a.question.localeCompare(b.question));
  return {
    counts,
    unjudged,
    status: input.status,
    items: items.slice(0, input.limit),
    total: items.length,
    threshold: DEFAULT_SOLVED_THRESHOLD,
  };
}
