// GET /api/runs/:runId/trajectories/:trajectoryId/response — the raw response text with each step's span
import { ZTrajectoryParams } from "@/lib/browse/route-params";
import { getDb } from "@/lib/db/client";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { getTrajectoryResponse } from "@/lib/browse/server/trajectory-detail";
import { defineRoute, DomainError } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZTrajectoryParams,
  handler: async ({ params }) => {
    const db = await getDb();
    const run = await getRunByNameOrThrow(db, params.runId);
    const response = await getTrajectoryResponse(db, { runId: run.id, trajectoryId: params.trajectoryId });
    if (!response)
      throw new DomainError("trajectory_not_found", `Run "${run.name}" has no trajectory ${params.trajectoryId}.`);
    return response;
  },
});
