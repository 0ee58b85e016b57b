// GET /api/runs/:runId/trajectories/:trajectoryId/neighbours — previous and next in the filtered, sorted list
import { ZListStateQuery, ZTrajectoryParams } from "@/lib/browse/route-params";
import { resolveNeighbours } from "@/lib/browse/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZTrajectoryParams,
  query: ZListStateQuery,
  handler: ({ params, query }) => resolveNeighbours({ run: params.runId, trajectoryId: params.trajectoryId, ...query }),
});
