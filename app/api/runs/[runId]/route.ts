// GET /api/runs/:runId — the run (addressed by its name) with its reward weights
import { ZRunParams } from "@/lib/browse/route-params";
import { getDb } from "@/lib/db/client";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  handler: async ({ params }) => ({ run: await getRunByNameOrThrow(await getDb(), params.runId) }),
});
