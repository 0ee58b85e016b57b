// GET /api/runs/:runId/search-p1?dataset=&from=&to= — histograms of plan coverage and the two track scores, and the S_self/S_ref scatter
import { ZRunParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";
import { ZSearchP1Query } from "@/lib/search-p1/params";
import { resolveSearchP1Report } from "@/lib/search-p1/server/queries";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZSearchP1Query,
  handler: ({ params, query }) => resolveSearchP1Report({ run: params.runId, scope: query }),
});
