// GET /api/runs/:runId/trajectories/:trajectoryId — the trajectory with its steps (long text cut) and labels
import { ZTrajectoryParams } from "@/lib/browse/route-params";
import { resolveTrajectory } from "@/lib/browse/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZTrajectoryParams,
  handler: ({ params }) => resolveTrajectory({ run: params.runId, trajectoryId: params.trajectoryId }),
});
