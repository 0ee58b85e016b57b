// GET /api/compare/scores — per run and dataset: trajectories and mean EM/F1/acc/reward/searches; reward components
import { ZCompareQuery } from "@/lib/compare/params";
import { resolveCompareScores } from "@/lib/compare/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  query: ZCompareQuery,
  handler: ({ query }) => resolveCompareScores(query),
});
