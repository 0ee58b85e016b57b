// GET /api/runs/:runId/trajectories/:trajectoryId — the trajectory with its steps (long text cut) and labels
import { ZTrajectoryParams } from "@/lib/browse/route-params";
import { getDb } from "@/lib/db/client";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { getTrajectory } from "@/lib/browse/server/trajectory-detail";
import { defineRoute, DomainError } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZTrajectoryParams,
  handler: async ({ params }) => {
    const db = await getDb();
    const run = await getRunByNameOrThrow(db, params.runId);
    const detail = await getTrajectory(db, { runId: run.id, trajectoryId: params.trajectoryId });
    if (!detail)
      throw new DomainError("trajectory_not_found", `Run "${run.name}" has no trajectory ${params.trajectoryId}.`);
    return detail;
  },
});
