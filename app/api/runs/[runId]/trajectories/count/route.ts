// GET /api/runs/:runId/trajectories/count — how many pass the filter: exact when cheap, else estimated
import { ZListStateQuery, ZRunParams } from "@/lib/browse/route-params";
import { getDb } from "@/lib/db/client";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { countTrajectories } from "@/lib/browse/server/trajectory-count";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZListStateQuery,
  handler: async ({ params, query }) => {
    const db = await getDb();
    const run = await getRunByNameOrThrow(db, params.runId);
    return countTrajectories(db, { runId: run.id, filter: query.filter });
  },
});
