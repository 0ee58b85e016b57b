// GET /api/runs/:runId/pairs?margin=&minF1=&minDeltaF1= — every preference pair's scores, with counts and statistics under the filter
import { ZRunParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";
import { pairFilterOf, ZPairFilterQuery } from "@/lib/prostep/filters";
import { resolvePairs } from "@/lib/prostep/server/queries";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZPairFilterQuery,
  handler: ({ params, query }) => resolvePairs({ run: params.runId, filter: pairFilterOf(query) }),
});
