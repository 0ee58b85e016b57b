"use client";

import { useQuery } from "@tanstack/react-query";
import { IterationTable } from "@/components/charts/iteration-table";
import { OutcomeBarChart } from "@/components/charts/outcome-bar-chart";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import type { TRange } from "@/lib/charts";
import type { TEfficiencyQuery } from "@/lib/dynamics/params";
import { dynamicsQueries } from "@/lib/dynamics/queries";
import { ChartPanel } from "./chart-panel";

const stepsText = (steps: TRange | null, isZoomed: boolean) =>
  (steps === null ? "no steps" : steps[0] === steps[1] ? `step ${steps[0]}` : `steps ${steps[0]}–${steps[1]}`) +
  (isZoomed ? " (the zoom)" : " (the last tenth of the run, the trained model; zoom to choose others)");

/** Search-P1's efficiency analysis (Figure 6, Table 7) for this run. */
export function EfficiencySection({
  runName,
  query,
  onZoom,
}: {
  runName: string;
  query: TEfficiencyQuery;
  onZoom: (range: TRange) => void;
}) {
  const { data, error, isPending, refetch } = useQuery(dynamicsQueries.efficiency(runName, query));
  const isZoomed = query.zoom.from !== null || query.zoom.to !== null;
  return (
    <section aria-labelledby="efficiency-heading" className="space-y-3">
      <h2 id="efficiency-heading" className="text-lg font-semibold">
        Efficiency{" "}
        <span className="text-sm font-normal text-zinc-500">(Search-P1 Figure 6, Table 7; success = EM ≥ 1)</span>
      </h2>
      {isPending ? (
        <Skeleton className="h-64" />
      ) : error ? (
        <ErrorState
          title="Could not load the efficiency charts"
          message={error.message}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <div className="grid gap-3 lg:grid-cols-2">
            <Card aria-label="Turns by outcome chart" className="space-y-2">
              <h3 className="font-medium">Turns by outcome over training</h3>
              <ChartPanel chart={data.turns} onZoom={onZoom} />
            </Card>
            <Card aria-label="Searches chart" className="space-y-2">
              <h3 className="font-medium">Searches per trajectory over training</h3>
              <ChartPanel chart={data.searches} onZoom={onZoom} />
            </Card>
          </div>
          <div className="grid gap-3 lg:grid-cols-[1fr_2fr]">
            <Card className="space-y-2">
              <h3 className="font-medium">Turns by outcome per dataset type</h3>
              {data.turnsByType.length === 0 ? (
                <p className="text-sm text-zinc-500">No trajectories of the papers&apos; datasets with turns.</p>
              ) : (
                <OutcomeBarChart bars={data.turnsByType} label="Mean turns by outcome per dataset type" />
              )}
              <p className="text-xs text-zinc-500">Mean turns, pooled over {stepsText(data.steps, isZoomed)}.</p>
            </Card>
            <div className="space-y-2">
              <h3 className="font-medium">Search iterations by outcome</h3>
              {data.iterations.length === 0 ? (
                <p className="text-sm text-zinc-500">No trajectories with a known outcome.</p>
              ) : (
                <IterationTable
                  rows={data.iterations}
                  caption={`Share of trajectories with 1, 2 and 3+ searches among those that searched, over ${stepsText(data.steps, isZoomed)}.`}
                />
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
