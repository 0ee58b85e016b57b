// GET /api/runs/:runId/what-if — every trajectory's reward recomputed (?preset=&w= or ?formula=&w=; none: the run's own), compared with the logged one
import { ZRunParams } from "@/lib/browse/route-params";
import { getDb } from "@/lib/db/client";
import { computeWhatIf } from "@/lib/what-if/server/what-if";
import { getWhatIfRunOrThrow } from "@/lib/what-if/server/what-if-run";
import { defineRoute } from "@/lib/http/define-route";
import { defaultSpec } from "@/lib/what-if/default-spec";
import { ZWhatIfQuery } from "@/lib/what-if/params";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZWhatIfQuery,
  handler: async ({ params, query }) => {
    const db = await getDb();
    const run = await getWhatIfRunOrThrow(db, params.runId);
    return computeWhatIf(db, { run, spec: query ?? defaultSpec(run.reward) });
  },
});
