import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { TrajectoryView } from "@/components/trajectory/trajectory-view";
import { parseBrowseParams } from "@/lib/browse/params";
import { annotateQueries } from "@/lib/annotate/queries";
import { getCurrentUser } from "@/lib/auth/server/session";
import { browseServerQueries } from "@/lib/browse/server/queries";
import { orNotFound } from "@/lib/http/not-found";
import { whatIfServerQueries } from "@/lib/what-if/server/queries";
import { runNameOf } from "../../run-name";

type TProps = {
  params: Promise<{ runId: string; trajectoryId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { runId, trajectoryId } = await params;
  return { title: `Trajectory ${trajectoryId} · ${runNameOf(runId)}` };
}

export default async function TrajectoryPage({ params, searchParams }: TProps) {
  await connection();
  const { runId, trajectoryId } = await params;
  if (!/^\d{1,19}$/.test(trajectoryId)) notFound();
  // fetchQuery caches what it resolves and throws what it fails with: a missing run or trajectory
  // is the 404 page, not a shell whose client query fails.
  const queryClient = new QueryClient();
  const run = await orNotFound(queryClient.fetchQuery(browseServerQueries.run(runNameOf(runId))));
  const { state } = parseBrowseParams(await searchParams);
  const list = { filter: state.filter, sort: state.sort, columns: state.columns };
  // Side by side: the neighbours need only the id (a prefetch keeps its failure to itself). The
  // reward's formula and the reader's sign-in line come with the page: arriving later they would
  // push the steps down under a reader who has already scrolled (the formula by some 800 px).
  const beside = Promise.all([
    queryClient.prefetchQuery(browseServerQueries.neighbours(run.name, trajectoryId, list)),
    queryClient.prefetchQuery(whatIfServerQueries.trajectory(run.name, trajectoryId)),
    getCurrentUser().then((user) => queryClient.setQueryData(annotateQueries.me().queryKey, user)),
  ]);
  await orNotFound(queryClient.fetchQuery(browseServerQueries.trajectory(run.name, trajectoryId)));
  await beside;
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <TrajectoryView runName={run.name} trajectoryId={trajectoryId} />
    </HydrationBoundary>
  );
}
