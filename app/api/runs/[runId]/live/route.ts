// GET /api/runs/:runId/live — when the run last stored a record and its last aggregated step (polled by open run pages)
import { ZRunParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";
import { resolveRunLive } from "@/lib/runs/server/queries";

export const GET = defineRoute({
  params: ZRunParams,
  handler: ({ params }) => resolveRunLive({ run: params.runId }),
});
