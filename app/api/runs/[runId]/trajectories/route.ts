// GET /api/runs/:runId/trajectories — filtered, sorted, keyset-paginated list (?cursor= for the next page)
import { ZRunParams, ZTrajectoryPageQuery } from "@/lib/browse/route-params";
import { resolveTrajectoryPage } from "@/lib/browse/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZTrajectoryPageQuery,
  handler: ({ params, query }) => resolveTrajectoryPage({ run: params.runId, ...query }),
});
