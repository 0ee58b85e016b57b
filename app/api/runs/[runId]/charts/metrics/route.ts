// GET /api/runs/:runId/charts/metrics — the metrics, datasets and training steps the run's charts can show
import { ZRunParams } from "@/lib/browse/route-params";
import { getMetricCatalog } from "@/lib/dynamics/server/charts";
import { getDb } from "@/lib/db/client";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  handler: async ({ params }) => {
    const db = await getDb();
    return getMetricCatalog(db, (await getRunByNameOrThrow(db, params.runId)).id);
  },
});
