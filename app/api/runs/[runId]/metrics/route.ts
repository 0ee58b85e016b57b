// GET /api/runs/:runId/metrics — EM/F1/acc overall and per dataset, OSR, USR, IFBC, format compliance, searches and turns
import { ZRunParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";
import { resolveRunMetrics } from "@/lib/what-if/server/queries";

export const GET = defineRoute({
  params: ZRunParams,
  handler: ({ params }) => resolveRunMetrics({ run: params.runId }),
});
