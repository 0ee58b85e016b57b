// GET /api/runs/:runId/charts/group-signal — share of GRPO groups without learning signal per training step
import { ZRunParams } from "@/lib/browse/route-params";
import { ZEfficiencyQuery } from "@/lib/dynamics/params";
import { resolveGroupSignal } from "@/lib/groups/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZEfficiencyQuery,
  handler: ({ params, query }) => resolveGroupSignal({ run: params.runId, query }),
});
