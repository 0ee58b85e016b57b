// GET /api/runs/:runId/facets — the datasets, splits, label names, sources and values the filters offer
import { ZRunParams } from "@/lib/browse/route-params";
import { resolveFacets } from "@/lib/browse/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  handler: ({ params }) => resolveFacets({ run: params.runId }),
});
