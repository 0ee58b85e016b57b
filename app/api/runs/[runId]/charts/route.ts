// GET /api/runs/:runId/charts — one metric over training steps, other runs overlaid, bucketed to ≤ ~1,000 points per series
import { ZRunParams } from "@/lib/browse/route-params";
import { getMetricChart } from "@/lib/dynamics/server/charts";
import { getDb } from "@/lib/db/client";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { ZChartQuery } from "@/lib/dynamics/params";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZChartQuery,
  handler: async ({ params, query }) => {
    const db = await getDb();
    return getMetricChart(db, await getRunByNameOrThrow(db, params.runId), query);
  },
});
