"use client";

import { useQuery } from "@tanstack/react-query";
import { EmptyState } from "@/components/ui/empty-state";
import type { TRange } from "@/lib/charts";
import { defaultMetrics } from "@/lib/dynamics/metrics";
import { dynamicsQueries } from "@/lib/dynamics/queries";
import { DynamicsControls } from "./dynamics-controls";
import { EfficiencySection } from "./efficiency-section";
import { FailureSeriesSection } from "./failure-series-section";
import { GroupSignalSection } from "./group-signal-section";
import { MetricChartCard } from "./metric-chart-card";
import { useDynamicsState } from "./use-dynamics-state";

/** The run's training dynamics: chosen metrics over steps (other runs overlaid) and efficiency. */
export function DynamicsView({ runName, otherRuns }: { runName: string; otherRuns: string[] }) {
  const { state, issues, setState, setSmoothing } = useDynamicsState();
  const { data: catalog } = useQuery(dynamicsQueries.catalog(runName));
  if (!catalog) return null;
  const metrics = state.metrics.length > 0 ? state.metrics : defaultMetrics(catalog.stats, catalog.logged);
  if (metrics.length === 0 && catalog.steps === null) {
    return (
      <EmptyState title="Nothing to chart yet">
        <p>
          Charts read per-step aggregates of trajectories with a training step, and the scalars a trainer logs. This run
          has neither: ingest rollouts with their step, or a metrics log.
        </p>
      </EmptyState>
    );
  }
  const zoomTo = ([from, to]: TRange) =>
    setState({ ...state, metrics, zoom: { from: Math.floor(from), to: Math.ceil(to) } });
  const { metrics: _metrics, facet, ...rest } = state;
  return (
    <div className="space-y-4">
      <DynamicsControls
        catalog={catalog}
        state={state}
        metrics={metrics}
        otherRuns={otherRuns}
        onChange={setState}
        onSmoothing={setSmoothing}
      />
      {issues.length > 0 && (
        <p role="alert" className="text-sm text-amber-700 dark:text-amber-400">
          Parts of this link could not be read and were ignored: {issues.join("; ")}
        </p>
      )}
      <div className="grid gap-3 lg:grid-cols-2">
        {metrics.map((metric) => (
          <MetricChartCard
            key={metric}
            runName={runName}
            query={{ ...rest, metric }}
            facets={facet === "dataset" ? catalog.datasets : null}
            onZoom={zoomTo}
            onRemove={() => setState({ ...state, metrics: metrics.filter((m) => m !== metric) })}
          />
        ))}
      </div>
      {catalog.steps !== null && (
        <EfficiencySection
          runName={runName}
          query={{ dataset: state.dataset, smoothing: state.smoothing, zoom: state.zoom, band: state.band }}
          onZoom={zoomTo}
        />
      )}
      {catalog.steps !== null && (
        <GroupSignalSection
          runName={runName}
          query={{ dataset: state.dataset, smoothing: state.smoothing, zoom: state.zoom, band: state.band }}
          onZoom={zoomTo}
        />
      )}
      {catalog.steps !== null && (
        <FailureSeriesSection
          runName={runName}
          query={{ dataset: state.dataset, smoothing: state.smoothing, zoom: state.zoom, band: state.band }}
          onZoom={zoomTo}
        />
      )}
    </div>
  );
}
