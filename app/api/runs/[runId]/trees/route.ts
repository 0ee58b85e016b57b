// GET /api/runs/:runId/trees — the run's value trees (one per question) with sizes and pair counts
import { ZRunParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";
import { resolveTrees } from "@/lib/prostep/server/queries";

export const GET = defineRoute({
  params: ZRunParams,
  handler: async ({ params }) => ({ trees: await resolveTrees({ run: params.runId }) }),
});
