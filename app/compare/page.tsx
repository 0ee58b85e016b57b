import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { connection } from "next/server";
import { CompareView } from "@/components/compare/compare-view";
import { can } from "@/lib/auth/roles";
import { getCurrentUser } from "@/lib/auth/server/session";
import { browseServerQueries } from "@/lib/browse/server/queries";
import { parseCompareParams } from "@/lib/compare/params";
import { compareServerQueries } from "@/lib/compare/server/queries";
import { resolveCompare } from "@/lib/compare/state";
import { runServerQueries } from "@/lib/runs/server/queries";

export const metadata: Metadata = { title: "Compare runs" };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Every part is prefetched under the key its client query uses, by the resolver its endpoint
// calls, so a pasted link renders the whole comparison on first paint. A part that fails (a run
// or an opened trajectory that is gone) is not sent; the client asks its endpoint and shows why.
export default async function ComparePage({ searchParams }: TProps) {
  await connection();
  const { state } = parseCompareParams(await searchParams);
  const user = await getCurrentUser().catch(() => null);
  const queryClient = new QueryClient();
  const resolved = resolveCompare(state);
  const prefetches = [queryClient.prefetchQuery(runServerQueries.list())];
  if (resolved) {
    prefetches.push(
      queryClient.prefetchQuery(compareServerQueries.scores(state)),
      queryClient.prefetchQuery(compareServerQueries.curves(state)),
      queryClient.prefetchQuery(compareServerQueries.diff(state)),
    );
    if (state.open) {
      prefetches.push(
        queryClient.prefetchQuery(browseServerQueries.trajectory(resolved.a, state.open.a)),
        queryClient.prefetchQuery(browseServerQueries.trajectory(resolved.b, state.open.b)),
      );
    }
  }
  await Promise.all(prefetches);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <CompareView canShare={can(user?.role, "share")} />
    </HydrationBoundary>
  );
}
