import "server-only";
import { annotateQueries } from "@/lib/annotate/queries";
import { getReadDb } from "@/lib/db/read-db";
import { resolvedBy } from "@/lib/http/resolved-by";
import { findRun, type TRunInput } from "@/lib/runs/server/queries";
import { getAgreementReport, getLoggedVsCorrected } from "./agreement";
import { listTrajectoryLabels } from "./label-history";
import { listQueues } from "./queues";
import { getMyQueueWork } from "./queue-work";

// One resolver per key of lib/annotate/queries.ts (annotateQueries.me is the auth endpoint's).
// The endpoints under /api/runs/:runId and the annotation pages call the same one.

export async function resolveLabelVersions({ run, trajectoryId }: TRunInput & { trajectoryId: string }) {
  const db = await getReadDb();
  return listTrajectoryLabels(db.sql, { runId: (await findRun(run)).id, trajectoryId });
}

export const resolveQueues = async ({ run }: TRunInput) => listQueues(await getReadDb(), (await findRun(run)).id);

/** The queue's progress and this person's items (none when signed out); queue_not_found when absent. */
export const resolveMyWork = async ({ run, queueId, userId }: TRunInput & { queueId: number; userId: number | null }) =>
  getMyQueueWork(await getReadDb(), { runId: (await findRun(run)).id, queueId, userId });

/** Without a source, the report's defaults (the judge against people). */
export const resolveAgreement = async ({ run, a, b }: TRunInput & { a?: string; b?: string }) =>
  getAgreementReport(await getReadDb(), { runId: (await findRun(run)).id, a, b });

export const resolveLoggedVsCorrected = async ({ run }: TRunInput) =>
  getLoggedVsCorrected(await getReadDb(), (await findRun(run)).id);

export const annotateServerQueries = {
  queues: (run: string) => resolvedBy(annotateQueries.queues(run), () => resolveQueues({ run })),
  myWork: (run: string, queueId: number, userId: number | null) =>
    resolvedBy(annotateQueries.myWork(run, queueId), () => resolveMyWork({ run, queueId, userId })),
  agreement: (run: string, a: string | null, b: string | null) =>
    resolvedBy(annotateQueries.agreement(run, a, b), () =>
      resolveAgreement({ run, a: a ?? undefined, b: b ?? undefined }),
    ),
  loggedVsCorrected: (run: string) =>
    resolvedBy(annotateQueries.loggedVsCorrected(run), () => resolveLoggedVsCorrected({ run })),
};
