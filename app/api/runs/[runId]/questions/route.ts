// GET /api/runs/:runId/questions?status= — questions by status through training (counts, and those of one status)
import { ZRunParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";
import { ZQuestionsQuery } from "@/lib/questions/params";
import { resolveQuestionStatuses } from "@/lib/questions/server/queries";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZQuestionsQuery,
  handler: ({ params, query }) => resolveQuestionStatuses({ run: params.runId, status: query.status }),
});
