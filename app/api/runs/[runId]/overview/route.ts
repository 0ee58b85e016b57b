// GET /api/runs/:runId/overview — accuracy, reward, search and label summaries of the trajectories passing the list's filter, overall and per dataset
import { ZListStateQuery, ZRunParams } from "@/lib/browse/route-params";
import { resolveOverview } from "@/lib/browse/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZListStateQuery,
  handler: ({ params, query }) => resolveOverview({ run: params.runId, filter: query.filter }),
});
