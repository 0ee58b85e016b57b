// GET /api/runs/:runId/trajectories/:trajectoryId/group — the trajectory's GRPO group, its rollouts side by side
import { ZTrajectoryParams } from "@/lib/browse/route-params";
import { resolveGroupOf } from "@/lib/groups/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZTrajectoryParams,
  handler: ({ params }) => resolveGroupOf({ run: params.runId, trajectoryId: params.trajectoryId }),
});
