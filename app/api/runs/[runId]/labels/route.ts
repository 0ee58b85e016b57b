// GET /api/runs/:runId/labels?trajectory=ID — every label of a trajectory with versions and authors
// POST /api/runs/:runId/labels — a person's label or correction (annotators and admins; 409 on a conflict)
import { ZLabelListQuery, ZSaveLabelBody } from "@/lib/annotate/schemas";
import { ZRunParams } from "@/lib/browse/route-params";
import { getDb } from "@/lib/db/client";
import { resolveLabelVersions } from "@/lib/annotate/server/queries";
import { recordLabel } from "@/lib/annotate/server/label-writes";
import { getRunByNameOrThrow } from "@/lib/runs/server/run-overview";
import { defineRoute } from "@/lib/http/define-route";

export const GET = defineRoute({
  params: ZRunParams,
  query: ZLabelListQuery,
  handler: async ({ params, query }) => ({
    labels: await resolveLabelVersions({ run: params.runId, trajectoryId: query.trajectory }),
  }),
});

export const POST = defineRoute({
  params: ZRunParams,
  body: ZSaveLabelBody,
  auth: "label",
  handler: async ({ params, body, user }) => {
    const db = await getDb();
    const run = await getRunByNameOrThrow(db, params.runId);
    return recordLabel(db, { ...body, runId: run.id, author: user! });
  },
});
