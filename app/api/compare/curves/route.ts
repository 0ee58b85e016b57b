// GET /api/compare/curves — one metric over training steps per run (step_stats or metric_points), smoothed and bucketed
import { getDb } from "@/lib/db/client";
import { loadCompareCurves } from "@/lib/compare/server/compare-view";
import { ZCompareQuery } from "@/lib/compare/params";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  query: ZCompareQuery,
  handler: async ({ query }) => loadCompareCurves(await getDb(), query),
});
