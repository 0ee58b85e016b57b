// GET /api/ablations — studies from run tags; the chosen study's table with paired tests, its sweep and exports
import { getAblationReport } from "@/lib/ablation/server/ablations";
import { getDb } from "@/lib/db/client";
import { ZAblationQuery } from "@/lib/dynamics/ablation-params";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  query: ZAblationQuery,
  handler: async ({ query }) => getAblationReport(await getDb(), query),
});
