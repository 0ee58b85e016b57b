// GET /api/snapshots — active share links (admins); POST /api/snapshots — freeze the comparison behind a new link
import { buildSnapshotPayload, SnapshotTooLargeError, ZCreateSnapshot } from "@/lib/compare/snapshot";
import { getDb } from "@/lib/db/client";
import { captureComparison } from "@/lib/compare/server/compare-view";
import { resolveSnapshotList } from "@/lib/compare/server/queries";
import { createSnapshot } from "@/lib/compare/server/snapshots";
import { defineRoute, DomainError } from "@/lib/http/define-route";

export const GET = defineRoute({
  auth: "manage-runs",
  handler: async () => ({ snapshots: await resolveSnapshotList() }),
});

const DAY_MS = 24 * 3600 * 1000;

// The view is computed here from the comparison's query, never taken from the browser: a link
// shows what the database said when it was made.
export const POST = defineRoute({
  auth: "share",
  body: ZCreateSnapshot,
  handler: async ({ body, user }) => {
    if (body.query.runs.length < 2)
      throw new DomainError("too_few_runs", "Choose at least two runs to share a comparison.");
    const db = await getDb();
    const now = new Date();
    const view = await captureComparison(db, body.query);
    if (view.runs.length < 2) throw new DomainError("run_not_found", "The runs of this comparison no longer exist.");
    let payload;
    try {
      payload = buildSnapshotPayload(view, now);
    } catch (error) {
      if (error instanceof SnapshotTooLargeError) throw new DomainError("snapshot_too_large", error.message);
      throw error;
    }
    const expiresAt = body.expiresInDays === null ? null : new Date(now.getTime() + body.expiresInDays * DAY_MS);
    const { id, token } = await createSnapshot(db, { title: body.title, payload, expiresAt, createdById: user!.id });
    return { id, path: `/s/${token}`, expiresAt: expiresAt?.toISOString() ?? null, notes: payload.notes };
  },
});
