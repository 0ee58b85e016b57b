// GET /api/runs/:runId/behaviour — how many trajectories passing the list's filter each behaviour detector flagged, and how many had their flags computed
import { ZListStateQuery, ZRunParams } from "@/lib/browse/route-params";
import { resolveBehaviourCounts } from "@/lib/behaviour/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZListStateQuery,
  handler: ({ params, query }) => resolveBehaviourCounts({ run: params.runId, filter: query.filter }),
});
