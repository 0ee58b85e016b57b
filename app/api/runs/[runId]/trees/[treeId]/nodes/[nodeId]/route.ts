// GET /api/runs/:runId/trees/:treeId/nodes/:nodeId — one node's step in full, documents included
import { ZRunParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";
import { resolveTreeNode } from "@/lib/prostep/server/queries";
import * as z from "zod/mini";

export const GET = defineRoute({
  params: z.extend(ZRunParams, {
    treeId: z.string().check(z.minLength(1), z.maxLength(500)),
    nodeId: z.string().check(z.minLength(1), z.maxLength(500)),
  }),
  handler: ({ params }) => resolveTreeNode({ run: params.runId, tree: params.treeId, node: params.nodeId }),
});
