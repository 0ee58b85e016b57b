// GET /api/runs/:runId/trajectories/:trajectoryId/neighbours — previous and next in the filtered, sorted list
import { ZListStateQuery, ZTrajectoryParams } from "@/lib/browse/route-params";
import { getDb } from "@/lib/db/client";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { getTrajectoryNeighbours } from "@/lib/browse/server/trajectories";
import { defineRoute, DomainError } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZTrajectoryParams,
  query: ZListStateQuery,
  handler: async ({ params, query }) => {
    const db = await getDb();
    const run = await getRunByNameOrThrow(db, params.runId);
    const neighbours = await getTrajectoryNeighbours(db, {
      runId: run.id,
      trajectoryId: params.trajectoryId,
      ...query,
    });
    if (!neighbours)
      throw new DomainError("trajectory_not_found", `Run "${run.name}" has no trajectory ${params.trajectoryId}.`);
    return neighbours;
  },
});
