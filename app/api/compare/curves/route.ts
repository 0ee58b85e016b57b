// GET /api/compare/curves — one metric over training steps per run (step_stats or metric_points), smoothed and bucketed
import { ZCompareQuery } from "@/lib/compare/params";
import { resolveCompareCurves } from "@/lib/compare/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  query: ZCompareQuery,
  handler: ({ query }) => resolveCompareCurves(query),
});
