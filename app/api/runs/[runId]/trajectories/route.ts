// GET /api/runs/:runId/trajectories — filtered, sorted, keyset-paginated list (?cursor= for the next page)
import { ZRunParams, ZTrajectoryPageQuery } from "@/lib/browse/route-params";
import { getDb } from "@/lib/db/client";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { listTrajectories } from "@/lib/browse/server/trajectories";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZTrajectoryPageQuery,
  handler: async ({ params, query }) => {
    const db = await getDb();
    const run = await getRunByNameOrThrow(db, params.runId);
    return listTrajectories(db, { runId: run.id, ...query });
  },
});
