// GET /api/runs/:runId/trees/:treeId/nodes/:nodeId — one node's step in full, documents included
import { ZRunParams } from "@/lib/browse/route-params";
import { defineRoute } from "@/lib/http/define-route";
import { resolveTreeNode } from "@/lib/prostep/server/queries";
import { z } from "zod";

export const GET = defineRoute({
  params: ZRunParams.extend({ treeId: z.string().min(1).max(500), nodeId: z.string().min(1).max(500) }),
  handler: ({ params }) => resolveTreeNode({ run: params.runId, tree: params.treeId, node: params.nodeId }),
});
