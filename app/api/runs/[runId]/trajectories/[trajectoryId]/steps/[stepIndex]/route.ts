// GET /api/runs/:runId/trajectories/:trajectoryId/steps/:stepIndex — one step in full, documents uncut
import { ZStepParams } from "@/lib/browse/route-params";
import { resolveStep } from "@/lib/browse/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZStepParams,
  handler: async ({ params: { runId, ...step } }) => ({ step: await resolveStep({ run: runId, ...step }) }),
});
