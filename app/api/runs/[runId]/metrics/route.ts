// GET /api/runs/:runId/metrics — EM/F1/acc overall and per dataset, OSR, USR, IFBC, format compliance, searches and turns
import { ZRunParams } from "@/lib/browse/route-params";
import { getDb } from "@/lib/db/client";
import { getRunMetrics } from "@/lib/what-if/server/run-metrics";
import { getWhatIfRunOrThrow } from "@/lib/what-if/server/what-if-run";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  handler: async ({ params }) => {
    const db = await getDb();
    return getRunMetrics(db, await getWhatIfRunOrThrow(db, params.runId));
  },
});
