import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { connection } from "next/server";
import { resolveRunHeader } from "@/lib/browse/server/queries";
import { defaultMetrics, parseMetricId } from "@/lib/dynamics/metrics";
import { parseDynamicsParams } from "@/lib/dynamics/params";
import { dynamicsServerQueries, resolveRunNames } from "@/lib/dynamics/server/queries";
import { orNotFound } from "@/lib/http/not-found";
import { RunHeader } from "../_components/run-header";
import { runNameOf } from "../run-name";
import { DynamicsView } from "./_components/dynamics-view";

type TProps = {
  params: Promise<{ runId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  return { title: `Dynamics · ${runNameOf((await params).runId)}` };
}

// Everything the first paint needs is prefetched under the client's query keys: the catalog, each
// chart of the URL's state (or the run's defaults) and the efficiency charts — all from step_stats.
export default async function DynamicsPage({ params, searchParams }: TProps) {
  await connection();
  const run = await orNotFound(resolveRunHeader({ run: runNameOf((await params).runId) }));
  const { state } = parseDynamicsParams(await searchParams);
  const queryClient = new QueryClient();
  // The catalog is awaited: the default metrics depend on it.
  const [catalog, runNames] = await Promise.all([
    queryClient.fetchQuery(dynamicsServerQueries.catalog(run.name)),
    resolveRunNames(),
  ]);
  const metrics = state.metrics.length > 0 ? state.metrics : defaultMetrics(catalog.stats, catalog.logged);
  const { metrics: _metrics, facet, ...rest } = state;
  // One chart per dataset: each facet is its own request (an index range of step_stats).
  const datasetsOf = (metric: string) =>
    facet === "dataset" && parseMetricId(metric).source === "stats" ? catalog.datasets : [rest.dataset];
  const efficiency = { dataset: state.dataset, smoothing: state.smoothing, zoom: state.zoom, band: state.band };
  await Promise.all([
    ...metrics.flatMap((metric) =>
      datasetsOf(metric).map((dataset) =>
        queryClient.prefetchQuery(dynamicsServerQueries.chart(run.name, { ...rest, dataset, metric })),
      ),
    ),
    queryClient.prefetchQuery(dynamicsServerQueries.efficiency(run.name, efficiency)),
  ]);
  return (
    <div className="space-y-5">
      <RunHeader run={run} section="dynamics" />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <DynamicsView runName={run.name} otherRuns={runNames.filter((name) => name !== run.name)} />
      </HydrationBoundary>
    </div>
  );
}
