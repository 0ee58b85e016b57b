import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { connection } from "next/server";
import { can } from "@/lib/auth/roles";
import { getCurrentUser } from "@/lib/auth/server/session";
import { snapshotQueries } from "@/lib/compare/queries";
import { getDb } from "@/lib/db/client";
import { listActiveSnapshots } from "@/lib/compare/server/snapshots";
import { AdminsOnly } from "../_components/admins-only";
import { SnapshotsTable } from "./_components/snapshots-table";

export const metadata: Metadata = { title: "Shared links" };

// Revoking a link is managing what the runs' data is shown to: the "manage-runs" right (admins).
export default async function SnapshotsAdminPage() {
  await connection();
  const user = await getCurrentUser().catch(() => null);
  if (!can(user?.role, "manage-runs")) {
    return <AdminsOnly user={user} what="the list of shared links" next="/admin/snapshots" />;
  }
  const db = await getDb();
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({ ...snapshotQueries.list(), queryFn: () => listActiveSnapshots(db) });
  return (
    <>
      <h1 className="mb-1 text-xl font-semibold">Shared links</h1>
      <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
        Snapshots that anyone with their link can open. Revoked or expired links answer &ldquo;gone&rdquo;.
      </p>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <SnapshotsTable />
      </HydrationBoundary>
    </>
  );
}
