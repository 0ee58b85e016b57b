// GET /api/runs/:runId/charts/failures — each search/reading-failure cell's share per training step
import { ZRunParams } from "@/lib/browse/route-params";
import { ZFailureSeriesQuery } from "@/lib/failures/params";
import { resolveFailureSeries } from "@/lib/failures/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZFailureSeriesQuery,
  handler: ({ params, query }) => resolveFailureSeries({ run: params.runId, ...query }),
});
