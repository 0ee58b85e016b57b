// GET /api/runs/:runId/agreement/corrections — over-/under-search and flawed-but-correct as logged vs as corrected
import { ZRunParams } from "@/lib/browse/route-params";
import { getLoggedVsCorrected } from "@/lib/annotate/server/agreement";
import { getDb } from "@/lib/db/client";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  handler: async ({ params }) => {
    const db = await getDb();
    const run = await getRunByNameOrThrow(db, params.runId);
    return getLoggedVsCorrected(db, run.id);
  },
});
