// GET /api/compare/diff — questions the first run got right and the second wrong, and the reverse, with counts
import { ZCompareQuery } from "@/lib/compare/params";
import { resolveCompareDiff } from "@/lib/compare/server/queries";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  query: ZCompareQuery,
  handler: ({ query }) => resolveCompareDiff(query),
});
