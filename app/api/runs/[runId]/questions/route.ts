// GET /api/runs/:runId/questions?status=&vs=&vs_status= — questions by status through training (counts, those of one
// status, and with vs= each one's status in another run)
import { ZRunParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";
import { ZQuestionsQuery } from "@/lib/questions/params";
import { resolveQuestionStatuses } from "@/lib/questions/server/queries";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZQuestionsQuery,
  handler: ({ params, query }) => resolveQuestionStatuses({ run: params.runId, query }),
});
