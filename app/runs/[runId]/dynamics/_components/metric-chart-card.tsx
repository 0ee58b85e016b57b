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

export function MetricChartCard({
  runName,
  query,
  onRemove,
  onZoom,
}: {
  runName: string;
  query: TChartQuery;
  onRemove: () => void;
  onZoom: (range: TRange) => void;
}) {
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery(dynamicsQueries.chart(runName, query));
  const label = metricLabel(query.metric);
  // Logged scalars are the trainer's, over the whole batch: the dataset filter does not apply.
  const scope =
    parseMetricId(query.metric).source === "logged"
      ? query.dataset
        ? "logged over all datasets (the dataset filter does not apply)"
        : "logged by the trainer"
      : (query.dataset ?? "all datasets");
  return (
    <Card aria-label={`${label} chart`} aria-busy={isPending || isPlaceholderData} className="space-y-2">
      <header className="flex items-baseline gap-2">
        <h2 className="font-medium">{label}</h2>
        <span className="text-xs text-zinc-500">{scope}</span>
        <Button variant="ghost" className="ml-auto text-xs" onClick={onRemove} aria-label={`Remove the ${label} chart`}>
          Remove
        </Button>
      </header>
      {isPending ? (
        <Skeleton className="h-64" />
      ) : error ? (
        <ErrorState title={`Could not load ${label}`} message={error.message} onRetry={() => void refetch()} />
      ) : (
        <ChartPanel chart={data} onZoom={onZoom} />
      )}
    </Card>
  );
}
