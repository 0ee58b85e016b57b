// GET /api/runs/:runId/charts/efficiency — Search-P1 Figure 6 / Table 7: turns by outcome, searches, iterations
import { ZRunParams } from "@/lib/browse/route-params";
import { getEfficiencyCharts } from "@/lib/dynamics/server/charts";
import { getDb } from "@/lib/db/client";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { ZEfficiencyQuery } from "@/lib/dynamics/params";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZEfficiencyQuery,
  handler: async ({ params, query }) => {
    const db = await getDb();
    return getEfficiencyCharts(db, await getRunByNameOrThrow(db, params.runId), query);
  },
});
