// GET /api/runs — every run with its trajectory count, newest first
import { getDb } from "@/lib/db/client";
import { listRuns } from "@/lib/runs/server/runs";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  handler: async () => ({ runs: await listRuns(await getDb()) }),
});
