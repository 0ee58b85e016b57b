// GET /api/runs/:runId/pairs-export?margin=&minF1=&minDeltaF1= — the pairs that pass the filter as DPO training lines (what `trajscope export --pairs` writes)
import { ZRunParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";
import { pairFilterOf, ZPairFilterQuery } from "@/lib/prostep/filters";
import { resolvePairExport } from "@/lib/prostep/server/queries";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZPairFilterQuery,
  handler: ({ params, query }) => resolvePairExport({ run: params.runId, filter: pairFilterOf(query) }),
});
