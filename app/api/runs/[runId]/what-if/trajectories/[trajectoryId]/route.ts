// GET /api/runs/:runId/what-if/trajectories/:trajectoryId — one trajectory's logged and recomputed reward (same query as the what-if)
import { ZTrajectoryParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";
import { ZWhatIfQuery } from "@/lib/what-if/params";
import { resolveTrajectoryReward } from "@/lib/what-if/server/queries";

export const GET = defineRoute({
  params: ZTrajectoryParams,
  query: ZWhatIfQuery,
  handler: ({ params, query }) =>
    resolveTrajectoryReward({ run: params.runId, trajectoryId: params.trajectoryId, spec: query }),
});
