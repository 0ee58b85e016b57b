import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { TrajectoryView } from "@/components/trajectory/trajectory-view";
import { parseBrowseParams } from "@/lib/browse/params";
import { browseQueries } from "@/lib/browse/queries";
import { getDb } from "@/lib/db/client";
import { getRunByName } from "@/lib/runs/server/run-overview";
import { getTrajectoryNeighbours } from "@/lib/browse/server/trajectories";
import { getTrajectory } from "@/lib/browse/server/trajectory-detail";
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
  const db = await getDb();
  const run = await getRunByName(db, runNameOf(runId));
  if (!run) notFound();
  const detail = await getTrajectory(db, { runId: run.id, trajectoryId });
  if (!detail) notFound();
  const { state } = parseBrowseParams(await searchParams);
  const list = { filter: state.filter, sort: state.sort, columns: state.columns };

  const queryClient = new QueryClient();
  queryClient.setQueryData(browseQueries.run(run.name).queryKey, run);
  queryClient.setQueryData(browseQueries.trajectory(run.name, trajectoryId).queryKey, detail);
  await queryClient.prefetchQuery({
    ...browseQueries.neighbours(run.name, trajectoryId, list),
    queryFn: async () => (await getTrajectoryNeighbours(db, { runId: run.id, trajectoryId, ...list }))!,
  });
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <TrajectoryView runName={run.name} trajectoryId={trajectoryId} />
    </HydrationBoundary>
  );
}
