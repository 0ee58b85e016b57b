// GET /api/runs/:runId/correctness?correct=em|acc|f1>=T|verdict[:LABEL] — right under that rule, EM, acc and the judge's verdict
import * as z from "zod/mini";
import { ZRunParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";
import { ZCorrectnessText } from "@/lib/metrics/process/correctness-param";
import { resolveRunCorrectness } from "@/lib/runs/server/queries";

export const GET = defineRoute({
  params: ZRunParams,
  query: z.strictObject({ correct: z.optional(ZCorrectnessText) }),
  handler: ({ params, query }) => resolveRunCorrectness({ run: params.runId, correct: query.correct ?? "em" }),
});
