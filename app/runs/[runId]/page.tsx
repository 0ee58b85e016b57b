import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";
import { parseBrowseParams } from "@/lib/browse/params";
import { browseServerQueries, resolveRunHeader } from "@/lib/browse/server/queries";
import type { TRunHeader } from "@/lib/browse/types";
import { orNotFound } from "@/lib/http/not-found";
import { Skeleton } from "@/components/ui/skeleton";
import { runServerQueries } from "@/lib/runs/server/queries";
import { failureServerQueries } from "@/lib/failures/server/queries";
import { behaviourServerQueries } from "@/lib/behaviour/server/queries";
import { BehaviourCard } from "./_components/behaviour-card";
import { CorrectnessCard } from "./_components/correctness-card";
import { FailuresCard } from "./_components/failures-card";
import { RunHeader } from "./_components/run-header";
import { RunOverviewCards, RunOverviewSkeleton } from "./_components/run-overview-cards";
import { TrajectoryBrowser } from "./_components/trajectory-browser";
import { runNameOf } from "./run-name";

type TSearch = Record<string, string | string[] | undefined>;
type TProps = { params: Promise<{ runId: string }>; searchParams: Promise<TSearch> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return { title: runNameOf((await params).runId) };
}

// The run is looked up before anything streams, so a missing run answers 404, not a 200 shell.
// The list is in the first response: React reveals a streamed boundary no sooner than 300 ms after
// its fallback painted, so behind a skeleton a list read in 30 ms still showed 300 ms late. It is
// read before the summaries start, which on the embedded database (one connection, one query at a
// time) would otherwise queue its queries behind their scans. The summaries stream in behind
// their own skeletons.
export default async function RunPage({ params, searchParams }: TProps) {
  await connection();
  const run = await orNotFound(resolveRunHeader({ run: runNameOf((await params).runId) }));
  const search = await searchParams;
  const browser = await prefetchBrowser(run, search);
  return (
    <div className="space-y-5">
      <RunHeader run={run} />
      <Suspense fallback={<RunOverviewSkeleton />}>
        <OverviewSection run={run} search={search} />
      </Suspense>
      <Suspense fallback={<Skeleton className="h-24 w-full" />}>
        <CorrectnessSection run={run} search={search} />
      </Suspense>
      <Suspense fallback={<Skeleton className="h-32 w-full" />}>
        <FailuresSection run={run} search={search} />
      </Suspense>
      <Suspense fallback={<Skeleton className="h-48 w-full" />}>
        <BehaviourSection run={run} search={search} />
      </Suspense>
      <HydrationBoundary state={browser}>
        <TrajectoryBrowser runName={run.name} />
      </HydrationBoundary>
    </div>
  );
}

// The cards summarise the trajectories the list shows: the same filter, read from the same URL.
async function OverviewSection({ run, search }: { run: TRunHeader; search: TSearch }) {
  const { state } = parseBrowseParams(search);
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(browseServerQueries.overview(run.name, state.filter));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <RunOverviewCards runName={run.name} />
    </HydrationBoundary>
  );
}

async function CorrectnessSection({ run, search }: { run: TRunHeader; search: TSearch }) {
  const { state } = parseBrowseParams(search);
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(runServerQueries.correctness(run.name, state.filter.correct ?? "em"));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <CorrectnessCard runName={run.name} />
    </HydrationBoundary>
  );
}

async function FailuresSection({ run, search }: { run: TRunHeader; search: TSearch }) {
  const { state } = parseBrowseParams(search);
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(failureServerQueries.summary(run.name, state.filter.correct ?? "em"));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <FailuresCard runName={run.name} />
    </HydrationBoundary>
  );
}

// Like the summary cards, the behaviour counts follow the list's filter.
async function BehaviourSection({ run, search }: { run: TRunHeader; search: TSearch }) {
  const { state } = parseBrowseParams(search);
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(behaviourServerQueries.counts(run.name, state.filter));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <BehaviourCard runName={run.name} />
    </HydrationBoundary>
  );
}

/** The list's first page, its count and the run's facets, dehydrated for the list. */
async function prefetchBrowser(run: TRunHeader, search: TSearch) {
  const { state } = parseBrowseParams(search);
  const list = { filter: state.filter, sort: state.sort };
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchInfiniteQuery(browseServerQueries.list(run.name, list)),
    queryClient.prefetchQuery(browseServerQueries.count(run.name, list)),
    queryClient.prefetchQuery(browseServerQueries.facets(run.name)),
  ]);
  return dehydrate(queryClient);
}
