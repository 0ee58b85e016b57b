import "server-only";
import { getReadDb } from "@/lib/db/read-db";
import { DomainError } from "@/lib/http/errors";
import { resolvedBy } from "@/lib/http/resolved-by";
import { questionQueries } from "@/lib/questions/queries";
import type { TQuestionsQuery } from "@/lib/questions/params";
import { findRun, type TRunInput } from "@/lib/runs/server/queries";
import { getQuestionStatuses } from "./question-statuses";
import { getQuestionTimeline } from "./question-timeline";

// One resolver per key of lib/questions/queries.ts.
export const QUESTION_LIST_LIMIT = 200;

export async function resolveQuestionTimeline({ run, trajectoryId }: TRunInput & { trajectoryId: string }) {
  const timeline = await getQuestionTimeline(await getReadDb(), { runId: (await findRun(run)).id, trajectoryId });
  if (!timeline) throw new DomainError("trajectory_not_found", `Run "${run}" has no trajectory ${trajectoryId}.`);
  return timeline;
}

export async function resolveQuestionStatuses({ run, query }: TRunInput & { query: TQuestionsQuery }) {
  const versus = query.vs ? await findRun(query.vs) : null;
  return getQuestionStatuses(await getReadDb(), {
    runId: (await findRun(run)).id,
    status: query.status,
    limit: QUESTION_LIST_LIMIT,
    versus: versus ? { runId: versus.id, run: versus.name, status: query.vs_status } : undefined,
  });
}

export const questionServerQueries = {
  timeline: (run: string, trajectoryId: string) =>
    resolvedBy(questionQueries.timeline(run, trajectoryId), () => resolveQuestionTimeline({ run, trajectoryId })),
  statuses: (run: string, query: TQuestionsQuery) =>
    resolvedBy(questionQueries.statuses(run, query), () => resolveQuestionStatuses({ run, query })),
};
