// GET /api/runs/:runId/trees/:treeId — every node of one value tree with its statistics (no documents)
import { ZRunParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";
import { resolveTree } from "@/lib/prostep/server/queries";
import { z } from "zod";

export const GET = defineRoute({
  params: ZRunParams.extend({ treeId: z.string().min(1).max(500) }),
  handler: ({ params }) => resolveTree({ run: params.runId, tree: params.treeId }),
});
