// GET /api/runs/:runId/charts — one metric over training steps, other runs overlaid, bucketed to ≤ ~1,000 points per series
import { ZRunParams } from "@/lib/browse/route-params";
import { ZChartQuery } from "@/lib/dynamics/params";
import { resolveMetricChart } from "@/lib/dynamics/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZChartQuery,
  handler: ({ params, query }) => resolveMetricChart({ run: params.runId, query }),
});
