import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { SnapshotView } from "@/components/compare/snapshot-view";
import { ErrorState } from "@/components/ui/error-state";
import { ZSnapshotPayload } from "@/lib/compare/snapshot";
import { getDb } from "@/lib/db/client";
import { getSnapshotByToken } from "@/lib/compare/server/snapshots";

// Kept out of search engines, and the token never leaves in a Referer header.
export const metadata: Metadata = {
  title: "Shared comparison",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type TProps = { params: Promise<{ token: string }> };

export default async function SnapshotPage({ params }: TProps) {
  await connection();
  const { token } = await params;
  const snapshot = await getSnapshotByToken(await getDb(), token);
  // The link itself answers 404 or 410 with the reason.
  if (!snapshot || snapshot.status !== "active") redirect(`/s/${encodeURIComponent(token)}`);
  const payload = ZSnapshotPayload.safeParse(snapshot.payload);
  if (!payload.success) {
    return (
      <ErrorState
        title="This snapshot cannot be shown"
        message="It was stored by another version of trajscope in a form this one does not read."
      />
    );
  }
  return <SnapshotView title={snapshot.title} expiresAt={snapshot.expiresAt} payload={payload.data} />;
}
