// GET /api/runs/:runId/trajectories/:trajectoryId/question — the trajectory's question at every training step it was sampled
import { ZTrajectoryParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";
import { resolveQuestionTimeline } from "@/lib/questions/server/queries";

export const GET = defineRoute({
  params: ZTrajectoryParams,
  handler: ({ params }) => resolveQuestionTimeline({ run: params.runId, trajectoryId: params.trajectoryId }),
});
