import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { Suspense } from "react";
import { parseBrowseParams } from "@/lib/browse/params";
import { browseQueries, PAGE_SIZE } from "@/lib/browse/queries";
import type { TRunHeader } from "@/lib/browse/types";
import { getDb } from "@/lib/db/client";
import { getRunFacets } from "@/lib/runs/server/run-facets";
import { getRunByName, getRunOverview } from "@/lib/runs/server/run-overview";
import { countTrajectories } from "@/lib/browse/server/trajectory-count";
import { listTrajectories } from "@/lib/browse/server/trajectories";
import { RunHeader } from "./_components/run-header";
import { RunOverviewCards, RunOverviewSkeleton } from "./_components/run-overview-cards";
import { TrajectoryBrowser, TrajectoryTableSkeleton } from "./_components/trajectory-browser";
import { runNameOf } from "./run-name";

type TProps = {
  params: Promise<{ runId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return { title: runNameOf((await params).runId) };
}

// The run is looked up before anything streams, so a missing run answers 404, not a 200 shell.
// The summary (a scan of the whole run) and the list stream in behind their own skeletons.
export default async function RunPage({ params, searchParams }: TProps) {
  await connection();
  const name = runNameOf((await params).runId);
  const run = await getRunByName(await getDb(), name);
  if (!run) notFound();
  const search = await searchParams;
  return (
    <div className="space-y-5">
      <RunHeader run={run} />
      <Suspense fallback={<RunOverviewSkeleton />}>
        <OverviewSection run={run} />
      </Suspense>
      <Suspense fallback={<TrajectoryTableSkeleton />}>
        <BrowserSection run={run} search={search} />
      </Suspense>
    </div>
  );
}

async function OverviewSection({ run }: { run: TRunHeader }) {
  const db = await getDb();
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery({ ...browseQueries.overview(run.name), queryFn: () => getRunOverview(db, run.id) });
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <RunOverviewCards runName={run.name} />
    </HydrationBoundary>
  );
}

async function BrowserSection({
  run,
  search,
}: {
  run: TRunHeader;
  search: Record<string, string | string[] | undefined>;
}) {
  const db = await getDb();
  const { state } = parseBrowseParams(search);
  const list = { filter: state.filter, sort: state.sort };
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchInfiniteQuery({
      ...browseQueries.list(run.name, list),
      queryFn: () => listTrajectories(db, { runId: run.id, ...list, limit: PAGE_SIZE }),
    }),
    queryClient.prefetchQuery({
      ...browseQueries.count(run.name, list),
      queryFn: () => countTrajectories(db, { runId: run.id, filter: list.filter }),
    }),
    queryClient.prefetchQuery({ ...browseQueries.facets(run.name), queryFn: () => getRunFacets(db, run.id) }),
  ]);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <TrajectoryBrowser runName={run.name} />
    </HydrationBoundary>
  );
}
