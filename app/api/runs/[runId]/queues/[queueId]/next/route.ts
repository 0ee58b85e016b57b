// POST /api/runs/:runId/queues/:queueId/next — the annotator's next item: resumes, else claims one (null: none left)
import { ZQueueParams } from "@/lib/annotate/schemas";
import { getDb } from "@/lib/db/client";
import { claimNextItem } from "@/lib/annotate/server/queue-work";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { defineRoute } from "@/lib/http/define-route";

export const POST = defineRoute({
  params: ZQueueParams,
  auth: "label",
  handler: async ({ params, user }) => {
    const db = await getDb();
    const run = await getRunByNameOrThrow(db, params.runId);
    return { item: await claimNextItem(db, { runId: run.id, queueId: params.queueId, userId: user!.id }) };
  },
});
