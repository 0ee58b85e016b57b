// GET /api/runs/:runId/what-if/trajectories/:trajectoryId — one trajectory's logged and recomputed reward (same query as the what-if)
import { ZTrajectoryParams } from "@/lib/browse/route-params";
import { getDb } from "@/lib/db/client";
import { getTrajectoryReward } from "@/lib/what-if/server/what-if-trajectory";
import { getWhatIfRunOrThrow } from "@/lib/what-if/server/what-if-run";
import { defineRoute, DomainError } from "@/lib/http/define-route";
import { defaultSpec } from "@/lib/what-if/default-spec";
import { ZWhatIfQuery } from "@/lib/what-if/params";

export const GET = defineRoute({
  params: ZTrajectoryParams,
  query: ZWhatIfQuery,
  handler: async ({ params, query }) => {
    const db = await getDb();
    const run = await getWhatIfRunOrThrow(db, params.runId);
    const spec = query ?? defaultSpec(run.reward);
    const reward = await getTrajectoryReward(db, { run, trajectoryId: params.trajectoryId, spec });
    if (!reward)
      throw new DomainError("trajectory_not_found", `Run "${run.name}" has no trajectory ${params.trajectoryId}.`);
    return reward;
  },
});
