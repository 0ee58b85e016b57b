"use client";

import { useQuery } from "@tanstack/react-query";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { formatValue, PERCENT, type TRange } from "@/lib/charts";
import type { TEfficiencyQuery } from "@/lib/dynamics/params";
import { groupQueries } from "@/lib/groups/queries";
import { ChartPanel } from "./chart-panel";

const count = (n: number) => n.toLocaleString("en-US");

/** Share of GRPO groups whose rollouts all earned the same reward (every advantage 0), per step. */
export function GroupSignalSection({
  runName,
  query,
  onZoom,
}: {
  runName: string;
  query: TEfficiencyQuery;
  onZoom: (range: TRange) => void;
}) {
  const { data, error, isPending, refetch } = useQuery(groupQueries.signal(runName, query));
  return (
    <section aria-labelledby="group-signal-heading" className="space-y-3">
      <h2 id="group-signal-heading" className="text-lg font-semibold">
        GRPO groups without learning signal
      </h2>
      {isPending ? (
        <Skeleton className="h-64" />
      ) : error ? (
        <ErrorState title="Could not load the group chart" message={error.message} onRetry={() => void refetch()} />
      ) : (
        <Card aria-label="Groups without learning signal chart" className="space-y-2">
          <p className="text-sm" role="status">
            {data.totals.comparable === 0
              ? "No group with two or more rewarded rollouts in view."
              : `${formatValue(data.totals.noSignal / data.totals.comparable, PERCENT)} of groups without signal in view: ${count(data.totals.noSignal)} of ${count(data.totals.comparable)} groups with ≥ 2 rewarded rollouts`}
            {data.totals.single > 0 && ` (${count(data.totals.single)} groups of one left out)`}.
          </p>
          <ChartPanel chart={data.chart} onZoom={onZoom} />
          <p className="text-xs text-zinc-500">
            A group is the rollouts of one prompt at one training step. It has no learning signal when every rollout
            earned the same reward: GRPO&apos;s advantages (r − mean)/(std + ε) are then all 0. Click a point for that
            step&apos;s trajectories in such groups.
            {data.derivedTrajectories > 0 &&
              ` ${count(data.derivedTrajectories)} of ${count(data.trajectories)} trajectories carry no group id: their groups are derived (same question, step and split).`}
          </p>
        </Card>
      )}
    </section>
  );
}
