// GET /api/runs/:runId/pairs/:pairId — one preference pair with its prompt and both steps' text
import { ZRunParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";
import { resolvePair } from "@/lib/prostep/server/queries";
import * as z from "zod/mini";

export const GET = defineRoute({
  params: z.extend(ZRunParams, { pairId: z.string().check(z.minLength(1), z.maxLength(500)) }),
  handler: ({ params }) => resolvePair({ run: params.runId, id: params.pairId }),
});
