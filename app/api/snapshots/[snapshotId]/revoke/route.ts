// POST /api/snapshots/:snapshotId/revoke — an admin switches a share link off; its page then answers 410
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { revokeSnapshot } from "@/lib/compare/server/snapshots";
import { defineRoute, DomainError } from "@/lib/http/define-route";

export const POST = defineRoute({
  auth: "manage-runs",
  params: z.strictObject({ snapshotId: z.coerce.number().int().positive().max(2_147_483_647) }),
  handler: async ({ params }) => {
    const outcome = await revokeSnapshot(await getDb(), params.snapshotId);
    if (outcome === "missing")
      throw new DomainError("snapshot_not_found", `There is no snapshot ${params.snapshotId}.`);
    return { id: params.snapshotId, outcome };
  },
});
