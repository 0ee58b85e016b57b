// GET /api/ablations — studies from run tags; the chosen study's table with paired tests, its sweep and exports
import { resolveAblationReport } from "@/lib/ablation/server/queries";
import { ZAblationQuery } from "@/lib/dynamics/ablation-params";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  query: ZAblationQuery,
  handler: ({ query }) => resolveAblationReport(query),
});
