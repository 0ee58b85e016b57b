// GET /api/runs/:runId/charts/efficiency — Search-P1 Figure 6 / Table 7: turns by outcome, searches, iterations
import { ZRunParams } from "@/lib/browse/route-params";
import { ZEfficiencyQuery } from "@/lib/dynamics/params";
import { resolveEfficiency } from "@/lib/dynamics/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZEfficiencyQuery,
  handler: ({ params, query }) => resolveEfficiency({ run: params.runId, query }),
});
