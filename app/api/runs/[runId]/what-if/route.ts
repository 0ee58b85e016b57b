// GET /api/runs/:runId/what-if — every trajectory's reward recomputed (?preset=&w= or ?formula=&w=; none: the run's own), compared with the logged one
import { ZRunParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";
import { ZWhatIfQuery } from "@/lib/what-if/params";
import { resolveWhatIf } from "@/lib/what-if/server/queries";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZWhatIfQuery,
  handler: ({ params, query }) => resolveWhatIf({ run: params.runId, spec: query }),
});
