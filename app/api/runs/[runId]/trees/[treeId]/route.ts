// GET /api/runs/:runId/trees/:treeId — every node of one value tree with its statistics (no documents)
import { ZRunParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";
import { resolveTree } from "@/lib/prostep/server/queries";
import * as z from "zod/mini";

export const GET = defineRoute({
  params: z.extend(ZRunParams, { treeId: z.string().check(z.minLength(1), z.maxLength(500)) }),
  handler: ({ params }) => resolveTree({ run: params.runId, tree: params.treeId }),
});
