"use client";

import { useQuery } from "@tanstack/react-query";
import { formatValue, PERCENT, type TRange } from "@/lib/charts";
import type { TEfficiencyQuery } from "@/lib/dynamics/params";
import { groupQueries } from "@/lib/groups/queries";
import { ChartPanel } from "./chart-panel";
import { ChartSection } from "./chart-section";

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
  const result = useQuery(groupQueries.signal(runName, query));
  return (
    <ChartSection
      id="group-signal"
      title="GRPO groups without learning signal"
      label="Groups without learning signal chart"
      result={result}
    >
      {(data) => (
        <>
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
        </>
      )}
    </ChartSection>
  );
}
