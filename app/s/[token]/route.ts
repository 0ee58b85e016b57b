// GET /s/:token — a share link: to its read-only page when active; 410 when revoked or expired, 404 when unknown
import { NextResponse, type NextRequest } from "next/server";
import { getDb } from "@/lib/db/client";
import { getSnapshotByToken } from "@/lib/compare/server/snapshots";
import { goneHtml } from "@/lib/compare/gone-html";

// A page cannot answer 410 in the App Router (only 404/401/403 have fallbacks), so the link itself
// is this handler: it says "gone" with the right status, and sends working links to /s/<token>/view,
// which checks again. The token is the only key; nothing else accepts it.
export async function GET(_request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const snapshot = await getSnapshotByToken(await getDb(), token);
  const headers = {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "referrer-policy": "no-referrer",
  };
  if (!snapshot) return new NextResponse(goneHtml({ status: "unknown" }), { status: 404, headers });
  if (snapshot.status !== "active") return new NextResponse(goneHtml(snapshot), { status: 410, headers });
  return new NextResponse(null, {
    status: 307,
    headers: {
      location: `/s/${encodeURIComponent(token)}/view`,
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
    },
  });
}
