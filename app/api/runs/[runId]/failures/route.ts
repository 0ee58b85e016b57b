// GET /api/runs/:runId/failures?correct=… — search vs reading failure: the four cells of the run and of each dataset
import { ZRunParams } from "@/lib/browse/route-params";
import { ZFailureSummaryQuery } from "@/lib/failures/params";
import { resolveFailureSummary } from "@/lib/failures/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZFailureSummaryQuery,
  handler: ({ params, query }) => resolveFailureSummary({ run: params.runId, correct: query.correct ?? "em" }),
});
