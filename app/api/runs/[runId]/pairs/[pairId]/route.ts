// GET /api/runs/:runId/pairs/:pairId — one preference pair with its prompt and both steps' text
import { ZRunParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";
import { resolvePair } from "@/lib/prostep/server/queries";
import { z } from "zod";

export const GET = defineRoute({
  params: ZRunParams.extend({ pairId: z.string().min(1).max(500) }),
  handler: ({ params }) => resolvePair({ run: params.runId, id: params.pairId }),
});
