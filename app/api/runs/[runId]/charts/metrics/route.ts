// GET /api/runs/:runId/charts/metrics — the metrics, datasets and training steps the run's charts can show
import { ZRunParams } from "@/lib/browse/route-params";
import { resolveMetricCatalog } from "@/lib/dynamics/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  handler: ({ params }) => resolveMetricCatalog({ run: params.runId }),
});
