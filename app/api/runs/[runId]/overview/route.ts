// GET /api/runs/:runId/overview — accuracy, reward, search and label summaries, overall and per dataset
import { ZRunParams } from "@/lib/browse/route-params";
import { resolveOverview } from "@/lib/browse/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  handler: ({ params }) => resolveOverview({ run: params.runId }),
});
