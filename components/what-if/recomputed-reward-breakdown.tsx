"use client";

import { useQuery } from "@tanstack/react-query";
import { RewardBreakdownTable } from "@/components/trajectory/reward-breakdown-table";
import { whatIfQueries } from "@/lib/what-if/queries";

/** The trajectory's reward breakdown with the run's own reward recomputed beside it. */
export function RecomputedRewardBreakdown(props: {
  runName: string;
  trajectoryId: string;
  components: Record<string, number>;
  weights: Record<string, number>;
  total: number | null;
}) {
  const { runName, trajectoryId, ...table } = props;
  const reward = useQuery(whatIfQueries.trajectory(runName, trajectoryId));
  const recomputed = reward.data
    ? { label: reward.data.label, total: reward.data.recomputed.total, components: reward.data.recomputed.components }
    : null;
  const note = reward.isError ? `Could not recompute the reward: ${reward.error.message}` : undefined;
  return <RewardBreakdownTable {...table} recomputed={recomputed} recomputedNote={note} />;
}
