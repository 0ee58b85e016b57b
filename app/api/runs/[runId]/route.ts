// GET /api/runs/:runId — the run (addressed by its name) with its reward weights
import { ZRunParams } from "@/lib/browse/route-params";
import { resolveRunHeader } from "@/lib/browse/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  handler: async ({ params }) => ({ run: await resolveRunHeader({ run: params.runId }) }),
});
