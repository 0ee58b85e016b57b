// GET /api/runs/:runId/trajectories/:trajectoryId/response — the raw response text with each step's span
import { ZTrajectoryParams } from "@/lib/browse/route-params";
import { resolveResponse } from "@/lib/browse/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZTrajectoryParams,
  handler: ({ params }) => resolveResponse({ run: params.runId, trajectoryId: params.trajectoryId }),
});
