import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { connection } from "next/server";
import { can } from "@/lib/auth/roles";
import { authServerQueries } from "@/lib/auth/server/queries";
import { getCurrentUser } from "@/lib/auth/server/session";
import { AdminsOnly } from "../_components/admins-only";
import { ApiKeysPanel } from "./_components/api-keys-panel";

export const metadata: Metadata = { title: "API keys" };

// The keys trainers and scripts post rollouts with (POST /api/ingest); `trajscope key` does the same.
export default async function ApiKeysAdminPage() {
  await connection();
  const user = await getCurrentUser().catch(() => null);
  if (!can(user?.role, "manage-keys")) {
    return <AdminsOnly user={user} what="the list of API keys" next="/admin/keys" />;
  }
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(authServerQueries.apiKeys());
  return (
    <>
      <h1 className="mb-1 text-xl font-semibold">API keys</h1>
      <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
        Machines post rollouts to <code>POST /api/ingest?run=NAME</code> with <code>Authorization: Bearer KEY</code>. A
        key is shown once when it is made; only its hash is stored. Revoking takes effect on the next request.
      </p>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <ApiKeysPanel />
      </HydrationBoundary>
    </>
  );
}
