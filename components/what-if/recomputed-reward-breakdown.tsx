"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { RewardBreakdownTable } from "@/components/trajectory/reward-breakdown-table";
import { RewardFormula } from "@/components/trajectory/reward-formula";
import { Button } from "@/components/ui/button";
import { explainReward, formatTermNumber, getRewardPreset } from "@/lib/rewards";
import { whatIfQueries } from "@/lib/what-if/queries";

/**
 * The trajectory's reward: with a run whose config names its preset, that formula filled in with
 * the trajectory's numbers (and whether it gives the logged total) above the logged components;
 * otherwise the logged components with the run's own reward recomputed beside them. A run that
 * names no reward is recomputed with Search-R1's EM only when the reader asks.
 */
export function RecomputedRewardBreakdown(props: {
  runName: string;
  trajectoryId: string;
  components: Record<string, number>;
  weights: Record<string, number>;
  total: number | null;
}) {
  const { runName, trajectoryId, ...table } = props;
  const [isFallbackAsked, setFallbackAsked] = useState(false);
  const reward = useQuery(whatIfQueries.trajectory(runName, trajectoryId));
  const data = reward.data;
  if (data?.origin === "run-preset" && data.spec.kind === "preset") {
    const { preset: id, params } = data.spec;
    const explanation = explainReward(id, params, data.recomputed);
    const preset = getRewardPreset(id);
    const numbers = Object.entries(params).filter(([, v]) => typeof v === "number");
    const weightsText = numbers.map(([k, v]) => `${k} ${formatTermNumber(v as number)}`).join(", ");
    return (
      <div className="space-y-3">
        {explanation ? (
          <RewardFormula
            explanation={explanation}
            presetLabel={preset?.label ?? id}
            weightsText={weightsText}
            logged={table.total}
          />
        ) : (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            The run&apos;s reward is {preset?.label ?? id} ({preset?.formula}); its inputs are not all known for this
            trajectory, so the formula cannot be filled in.
          </p>
        )}
        <RewardBreakdownTable
          {...table}
          weights={{}}
          showWeights={false}
          basisNote="Components as the run logged them, beside the preset's own; the weights are the preset's parameters, in the formula above."
          recomputed={{ label: data.label, total: data.recomputed.total, components: data.recomputed.components }}
        />
      </div>
    );
  }
  if (reward.isPending) {
    return (
      <div className="space-y-2">
        <RewardBreakdownTable {...table} />
        <p className="text-xs text-zinc-500">Reading the run&apos;s reward…</p>
      </div>
    );
  }
  const isFallback = data?.origin === "fallback";
  const recomputed = data
    ? { label: data.label, total: data.recomputed.total, components: data.recomputed.components }
    : null;
  const note = reward.isError ? `Could not recompute the reward: ${reward.error.message}` : undefined;
  if (isFallback && !isFallbackAsked) {
    return (
      <div className="space-y-2">
        <RewardBreakdownTable {...table} />
        <p className="text-xs text-zinc-500">
          The run names no reward (config.reward.preset), so nothing is recomputed.{" "}
          <Button variant="ghost" className="text-xs" onClick={() => setFallbackAsked(true)}>
            Recompute with {data.label}
          </Button>
        </p>
      </div>
    );
  }
  return <RewardBreakdownTable {...table} recomputed={recomputed} recomputedNote={note} />;
}
