"use client";

import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import type { TRange } from "@/lib/charts";
import { metricLabel, parseMetricId } from "@/lib/dynamics/metrics";
import type { TChartQuery } from "@/lib/dynamics/params";
import { dynamicsQueries } from "@/lib/dynamics/queries";
import { ChartPanel } from "./chart-panel";

/** One small chart of a metric on one dataset (a facet). */
function FacetPanel({ runName, query, onZoom }: { runName: string; query: TChartQuery; onZoom: (r: TRange) => void }) {
  const { data, error, isPending, refetch } = useQuery(dynamicsQueries.chart(runName, query));
  const label = `${metricLabel(query.metric)} on ${query.dataset}`;
  return (
    <section aria-label={`${label} facet`} className="space-y-1">
      <h3 className="text-sm font-medium">{query.dataset}</h3>
      {isPending ? (
        <Skeleton className="h-40" />
      ) : error ? (
        <ErrorState title={`Could not load ${label}`} message={error.message} onRetry={() => void refetch()} />
      ) : (
        <ChartPanel chart={data} onZoom={onZoom} height={180} label={`${label} by training step`} />
      )}
    </section>
  );
}

export function MetricChartCard({
  runName,
  query,
  facets = null,
  onRemove,
  onZoom,
}: {
  runName: string;
  query: TChartQuery;
  /** Datasets to draw one small chart each for, instead of one chart. */
  facets?: string[] | null;
  onRemove: () => void;
  onZoom: (range: TRange) => void;
}) {
  const isLogged = parseMetricId(query.metric).source === "logged";
  const isFaceted = facets !== null && !isLogged;
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery({
    ...dynamicsQueries.chart(runName, query),
    enabled: !isFaceted,
  });
  const label = metricLabel(query.metric);
  // Logged scalars are the trainer's, over the whole batch: the dataset filter does not apply.
  const scope = isFaceted
    ? "one chart per dataset"
    : isLogged
      ? query.dataset || facets
        ? "logged over all datasets (the dataset filter does not apply)"
        : "logged by the trainer"
      : (query.dataset ?? "all datasets");
  return (
    <Card
      aria-label={`${label} chart`}
      aria-busy={!isFaceted && (isPending || isPlaceholderData)}
      className={`space-y-2 ${isFaceted ? "lg:col-span-2" : ""}`}
    >
      <header className="flex items-baseline gap-2">
        <h2 className="font-medium">{label}</h2>
        <span className="text-xs text-zinc-500">{scope}</span>
        <Button variant="ghost" className="ml-auto text-xs" onClick={onRemove} aria-label={`Remove the ${label} chart`}>
          Remove
        </Button>
      </header>
      {isFaceted ? (
        facets.length === 0 ? (
          <p className="py-6 text-center text-sm text-zinc-500">The run&apos;s trajectories name no dataset.</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {facets.map((dataset) => (
              <FacetPanel key={dataset} runName={runName} query={{ ...query, dataset }} onZoom={onZoom} />
            ))}
          </div>
        )
      ) : isPending ? (
        <Skeleton className="h-64" />
      ) : error ? (
        <ErrorState title={`Could not load ${label}`} message={error.message} onRetry={() => void refetch()} />
      ) : (
        <ChartPanel chart={data} onZoom={onZoom} />
      )}
    </Card>
  );
}
