// GET /api/runs/:runId/agreement?a=SOURCE&b=SOURCE — raw agreement, Cohen's κ and confusion matrices per label name, step kind and training step
import { ZAgreementQuery } from "@/lib/annotate/schemas";
import { ZRunParams } from "@/lib/browse/route-params";
import { getAgreementReport } from "@/lib/annotate/server/agreement";
import { getDb } from "@/lib/db/client";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZAgreementQuery,
  handler: async ({ params, query }) => {
    const db = await getDb();
    const run = await getRunByNameOrThrow(db, params.runId);
    return getAgreementReport(db, { runId: run.id, ...query });
  },
});
