// GET /api/compare/diff — questions the first run got right and the second wrong, and the reverse, with counts
import { getDb } from "@/lib/db/client";
import { loadCompareDiff } from "@/lib/compare/server/compare-view";
import { ZCompareQuery } from "@/lib/compare/params";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  query: ZCompareQuery,
  handler: async ({ query }) => loadCompareDiff(await getDb(), query),
});
