// POST /api/runs/:runId/queues/:queueId/items/:position — the annotator marks their item done, or skips it with a reason
import { ZQueueItemParams, ZWorkBody } from "@/lib/annotate/schemas";
import { getDb } from "@/lib/db/client";
import { setWorkStatus } from "@/lib/annotate/server/queue-work";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { defineRoute } from "@/lib/http/define-route";

export const POST = defineRoute({
  params: ZQueueItemParams,
  body: ZWorkBody,
  auth: "label",
  handler: async ({ params, body, user }) => {
    const db = await getDb();
    const run = await getRunByNameOrThrow(db, params.runId);
    await setWorkStatus(db, {
      runId: run.id,
      queueId: params.queueId,
      position: params.position,
      user: user!,
      ...body,
    });
    return { position: params.position, status: body.status };
  },
});
