import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getEfficiencyCharts, getMetricCatalog, getMetricChart, listRunNames } from "@/lib/dynamics/server/charts";
import { getDb } from "@/lib/db/client";
import { getRunByName } from "@/lib/runs/server/run-overview";
import { defaultMetrics } from "@/lib/dynamics/metrics";
import { parseDynamicsParams } from "@/lib/dynamics/params";
import { dynamicsKeys, dynamicsQueries } from "@/lib/dynamics/queries";
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
  const db = await getDb();
  const run = await getRunByName(db, runNameOf((await params).runId));
  if (!run) notFound();
  const { state } = parseDynamicsParams(await searchParams);
  const [catalog, runNames] = await Promise.all([getMetricCatalog(db, run.id), listRunNames(db)]);
  const queryClient = new QueryClient();
  queryClient.setQueryData(dynamicsKeys.catalog(run.name), catalog);
  const metrics = state.metrics.length > 0 ? state.metrics : defaultMetrics(catalog.stats, catalog.logged);
  const { metrics: _metrics, ...rest } = state;
  const efficiency = { dataset: state.dataset, smoothing: state.smoothing, zoom: state.zoom, band: state.band };
  await Promise.all([
    ...metrics.map((metric) =>
      queryClient.prefetchQuery({
        ...dynamicsQueries.chart(run.name, { ...rest, metric }),
        queryFn: () => getMetricChart(db, run, { ...rest, metric }),
      }),
    ),
    queryClient.prefetchQuery({
      ...dynamicsQueries.efficiency(run.name, efficiency),
      queryFn: () => getEfficiencyCharts(db, run, efficiency),
    }),
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
