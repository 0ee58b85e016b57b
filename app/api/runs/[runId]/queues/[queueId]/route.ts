// GET /api/runs/:runId/queues/:queueId — the queue's progress and the signed-in annotator's items
// DELETE /api/runs/:runId/queues/:queueId — removes a queue and its work, never the labels (admins)
import { ZQueueParams } from "@/lib/annotate/schemas";
import { getCurrentUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { deleteQueue } from "@/lib/annotate/server/queues";
import { resolveMyWork } from "@/lib/annotate/server/queries";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZQueueParams,
  handler: async ({ params }) =>
    resolveMyWork({ run: params.runId, queueId: params.queueId, userId: (await getCurrentUser())?.id ?? null }),
});

export const DELETE = defineRoute({
  params: ZQueueParams,
  auth: "manage-queues",
  handler: async ({ params }) => {
    const db = await getDb();
    const run = await getRunByNameOrThrow(db, params.runId);
    await deleteQueue(db, { runId: run.id, queueId: params.queueId });
    return { deleted: params.queueId };
  },
});
