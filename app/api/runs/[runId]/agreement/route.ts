// GET /api/runs/:runId/agreement?a=SOURCE&b=SOURCE — raw agreement, Cohen's κ and confusion matrices per label name, step kind and training step
import { ZAgreementQuery } from "@/lib/annotate/schemas";
import { resolveAgreement } from "@/lib/annotate/server/queries";
import { ZRunParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZAgreementQuery,
  handler: ({ params, query }) => resolveAgreement({ run: params.runId, ...query }),
});
