// GET /api/runs/:runId/queues — the run's annotation queues with progress per annotator
// POST /api/runs/:runId/queues — a queue drawn from a trajectory filter (admins)
import { ZCreateQueueBody } from "@/lib/annotate/schemas";
import { ZRunParams } from "@/lib/browse/route-params";
import { getDb } from "@/lib/db/client";
import { resolveQueues } from "@/lib/annotate/server/queries";
import { createQueue } from "@/lib/annotate/server/queues";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  handler: async ({ params }) => ({ queues: await resolveQueues({ run: params.runId }) }),
});

export const POST = defineRoute({
  params: ZRunParams,
  body: ZCreateQueueBody,
  auth: "manage-queues",
  handler: async ({ params, body, user }) => {
    const db = await getDb();
    const run = await getRunByNameOrThrow(db, params.runId);
    const { filter, ...rest } = body;
    return {
      queue: await createQueue(db, {
        ...rest,
        runId: run.id,
        filter: filter.filter,
        filterQuery: filter.query,
        createdById: user!.id,
      }),
    };
  },
});
