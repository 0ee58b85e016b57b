// GET /api/runs — every run with its trajectory count, newest first
import { defineRoute } from "@/lib/http/define-route";
import { resolveRunList } from "@/lib/runs/server/queries";

export const GET = defineRoute({
  handler: async () => ({ runs: await resolveRunList() }),
});
