import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { connection } from "next/server";
import { CompareView } from "@/components/compare/compare-view";
import { can } from "@/lib/auth/roles";
import { getCurrentUser } from "@/lib/auth/server/session";
import { browseQueries } from "@/lib/browse/queries";
import { parseCompareParams } from "@/lib/compare/params";
import { compareQueries, partStates } from "@/lib/compare/queries";
import { resolveCompare } from "@/lib/compare/state";
import { getDb } from "@/lib/db/client";
import { resolveCompareRuns } from "@/lib/compare/server/compare";
import { loadCompareCurves, loadCompareDiff, loadCompareScores } from "@/lib/compare/server/compare-view";
import { listRuns } from "@/lib/runs/server/runs";
import { getTrajectory } from "@/lib/browse/server/trajectory-detail";
import { runQueries } from "@/lib/runs/queries";

export const metadata: Metadata = { title: "Compare runs" };

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Every part is prefetched under the key its client query uses, from the same repository
// functions the endpoints call, so a pasted link renders the whole comparison on first paint.
export default async function ComparePage({ searchParams }: TProps) {
  await connection();
  const { state } = parseCompareParams(await searchParams);
  const db = await getDb();
  const user = await getCurrentUser().catch(() => null);
  const queryClient = new QueryClient();
  const resolved = resolveCompare(state);
  const prefetches: Promise<void>[] = [
    queryClient.prefetchQuery({ ...runQueries.list(), queryFn: () => listRuns(db) }),
  ];
  if (resolved) {
    prefetches.push(
      queryClient.prefetchQuery({
        ...compareQueries.scores(state),
        queryFn: () => loadCompareScores(db, partStates.scores(state)),
      }),
      queryClient.prefetchQuery({
        ...compareQueries.curves(state),
        queryFn: () => loadCompareCurves(db, partStates.curves(state)),
      }),
      queryClient.prefetchQuery({
        ...compareQueries.diff(state),
        queryFn: () => loadCompareDiff(db, partStates.diff(state)),
      }),
    );
    if (state.open) {
      const { runs } = await resolveCompareRuns(db, [resolved.a, resolved.b]);
      const sides = [
        [runs.find((r) => r.name === resolved.a), state.open.a],
        [runs.find((r) => r.name === resolved.b), state.open.b],
      ] as const;
      for (const [run, trajectoryId] of sides) {
        if (!run) continue;
        prefetches.push(
          queryClient.prefetchQuery({
            ...browseQueries.trajectory(run.name, trajectoryId),
            queryFn: async () => {
              const detail = await getTrajectory(db, { runId: run.id, trajectoryId });
              if (!detail) throw new Error(`Trajectory ${trajectoryId} is not in ${run.name}`);
              return detail;
            },
          }),
        );
      }
    }
  }
  await Promise.all(prefetches);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <CompareView canShare={can(user?.role, "share")} />
    </HydrationBoundary>
  );
}
