// GET /api/compare/scores — per run and dataset: trajectories and mean EM/F1/acc/reward/searches; reward components
import { getDb } from "@/lib/db/client";
import { loadCompareScores } from "@/lib/compare/server/compare-view";
import { ZCompareQuery } from "@/lib/compare/params";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  query: ZCompareQuery,
  handler: async ({ query }) => loadCompareScores(await getDb(), query),
});
