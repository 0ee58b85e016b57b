// GET /api/runs/:runId/trajectories/count — how many pass the filter: exact when cheap, else estimated
import { ZListStateQuery, ZRunParams } from "@/lib/browse/route-params";
import { resolveTrajectoryCount } from "@/lib/browse/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZListStateQuery,
  handler: ({ params, query }) => resolveTrajectoryCount({ run: params.runId, filter: query.filter }),
});
