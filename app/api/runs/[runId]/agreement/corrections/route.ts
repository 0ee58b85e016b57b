// GET /api/runs/:runId/agreement/corrections — over-/under-search and flawed-but-correct as logged vs as corrected
import { resolveLoggedVsCorrected } from "@/lib/annotate/server/queries";
import { ZRunParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  handler: ({ params }) => resolveLoggedVsCorrected({ run: params.runId }),
});
