import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import {
  crossStatuses,
  crossStatusOf,
  learnedDifference,
  matchesStatus,
  type TStatusSelector,
} from "@/lib/questions/cross-run";
import {
  DEFAULT_SOLVED_THRESHOLD,
  QUESTION_STATUSES,
  questionStatus,
  type TQuestionStatus,
} from "@/lib/questions/status";
import type { TQuestionListItem, TQuestionStatusReport } from "@/lib/questions/types";
import { QUESTION_STEPS_SQL, TRAINING_ROLLOUT_SQL, type TStepRow } from "./question-sql";

type TQuestionOfRun = { status: TQuestionStatus | null; item: TQuestionListItem };

// Every question of the run with its status: one aggregate per (question, step) in question order,
// folded question by question here (the status is lib/questions/status.ts, in one place).
async function questionsOfRun(db: TDatabase, runId: number): Promise<Map<string, TQuestionOfRun>> {
  const rows = await db.sql.query<TStepRow>(
    `${QUESTION_STEPS_SQL} WHERE run_id = $1::int AND ${TRAINING_ROLLOUT_SQL}
     GROUP BY question, training_step ORDER BY question, training_step`,
    [runId],
  );
  const questions = new Map<string, TQuestionOfRun>();
  for (let start = 0; start < rows.length;) {
    let end = start;
    while (end < rows.length && rows[end]!.question === rows[start]!.question) end += 1;
    const steps = rows.slice(start, end);
    const last = steps.at(-1)!;
    questions.set(last.question, {
      status: questionStatus(steps),
      item: {
        question: last.question,
        dataset: steps[0]!.dataset,
        anchorId: steps.reduce((min, s) => (BigInt(s.first_id) < BigInt(min) ? s.first_id : min), steps[0]!.first_id),
        sampledSteps: steps.length,
        firstStep: steps[0]!.step,
        lastStep: last.step,
        lastAccuracy: last.judged > 0 ? last.right / last.judged : null,
      },
    });
    start = end;
  }
  return questions;
}

/**
 * The run's questions by status, and those of one status (or "not learned") listed; with `versus`,
 * each question's status in the other run too, the two runs' statuses crossed, and the list
 * narrowed to the questions whose status there matches `versus.status`.
 */
export async function getQuestionStatuses(
  db: TDatabase,
  input: {
    runId: number;
    status: TStatusSelector;
    limit: number;
    versus?: { runId: number; run: string; status?: TStatusSelector };
  },
): Promise<TQuestionStatusReport> {
  // Two independent aggregates: side by side on two connections, not one after the other.
  const [here, there] = await Promise.all([
    questionsOfRun(db, input.runId),
    input.versus ? questionsOfRun(db, input.versus.runId) : null,
  ]);
  const thereStatus = there && new Map([...there].map(([q, { status }]) => [q, status]));
  const counts = Object.fromEntries(QUESTION_STATUSES.map((s) => [s, 0])) as Record<TQuestionStatus, number>;
  let unjudged = 0;
  const items: TQuestionListItem[] = [];
  for (const [question, { status, item }] of here) {
    if (status === null) unjudged += 1;
    else counts[status] += 1;
    if (status === null || !matchesStatus(input.status, status)) continue;
    if (!thereStatus) {
      items.push(item);
      continue;
    }
    const vsStatus = crossStatusOf(thereStatus, question);
    if (input.versus?.status && !matchesStatus(input.versus.status, vsStatus)) continue;
    items.push({ ...item, versus: { status: vsStatus, anchorId: there!.get(question)?.item.anchorId ?? null } });
  }
  items.sort((a, b) => b.sampledSteps - a.sampledSteps || a.question.localeCompare(b.question));
  const matrix = thereStatus && crossStatuses(new Map([...here].map(([q, { status }]) => [q, status])), thereStatus);
  return {
    counts,
    unjudged,
    status: input.status,
    items: items.slice(0, input.limit),
    total: items.length,
    threshold: DEFAULT_SOLVED_THRESHOLD,
    versus:
      input.versus && matrix
        ? { run: input.versus.run, status: input.versus.status ?? null, matrix, ...learnedDifference(matrix) }
        : null,
  };
}
