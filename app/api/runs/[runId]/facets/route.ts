// GET /api/runs/:runId/facets — the datasets, splits, label names, sources and values the filters offer
import { ZRunParams } from "@/lib/browse/route-params";
import { getDb } from "@/lib/db/client";
import { getRunFacets } from "@/lib/runs/server/run-facets";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  handler: async ({ params }) => {
    const db = await getDb();
    const run = await getRunByNameOrThrow(db, params.runId);
    return getRunFacets(db, run.id);
  },
});
