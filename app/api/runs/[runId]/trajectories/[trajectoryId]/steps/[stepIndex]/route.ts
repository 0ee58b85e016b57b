// GET /api/runs/:runId/trajectories/:trajectoryId/steps/:stepIndex — one step in full, documents uncut
import { ZStepParams } from "@/lib/browse/route-params";
import { getDb } from "@/lib/db/client";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { getTrajectoryStep } from "@/lib/browse/server/trajectory-detail";
import { defineRoute, DomainError } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZStepParams,
  handler: async ({ params }) => {
    const db = await getDb();
    const run = await getRunByNameOrThrow(db, params.runId);
    const { trajectoryId, stepIndex } = params;
    const step = await getTrajectoryStep(db, { runId: run.id, trajectoryId, stepIndex });
    if (!step)
      throw new DomainError("step_not_found", `Trajectory ${params.trajectoryId} has no step ${params.stepIndex}.`);
    return { step };
  },
});
