"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import type { TRunReward } from "@/lib/what-if/default-spec";
import { whatIfQueries } from "@/lib/what-if/queries";
import type { TWhatIfSpec } from "@/lib/what-if/spec";
import { PresetNotes } from "./preset-notes";
import { RewardPicker } from "./reward-picker";
import { RunMetricsCard } from "./run-metrics-card";
import { useWhatIfState } from "./use-what-if-state";
import { WhatIfResults } from "./what-if-results";

/**
 * The what-if page: pick a reward and its weights (kept in the URL), see every trajectory's reward
 * recomputed. While a new what-if runs (seconds on a million trajectories) the last one stays on
 * screen, marked as updating.
 */
export function WhatIfView(props: { runName: string; runDefault: TWhatIfSpec; reward: TRunReward }) {
  const { spec, issue, setSpec } = useWhatIfState(props.runDefault);
  const result = useQuery({ ...whatIfQueries.result(props.runName, spec), placeholderData: keepPreviousData });
  return (
    <div className="space-y-4">
      <Card aria-label="Recompute with" className="space-y-4">
        {issue && (
          <p role="alert" className="text-sm text-amber-800 dark:text-amber-300">
            This link&apos;s reward could not be read ({issue}); showing the run&apos;s own reward.
          </p>
        )}
        <RewardPicker spec={spec} reward={props.reward} onChange={setSpec} />
        <PresetNotes spec={spec} />
      </Card>
      <p aria-live="polite" className="h-4 text-xs text-zinc-500">
        {result.isFetching ? "Recomputing every trajectory…" : ""}
      </p>
      {result.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : result.isError ? (
        <ErrorState
          title="Could not recompute the rewards"
          message={result.error.message}
          onRetry={() => void result.refetch()}
        />
      ) : result.data.trajectories === 0 ? (
        <EmptyState title="No trajectories yet">
          <p>
            Ingest rollouts into this run (npx trajscope ingest FILE --run {props.runName}) to recompute their rewards.
          </p>
        </EmptyState>
      ) : (
        <div className={result.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
          <WhatIfResults runName={props.runName} result={result.data} />
        </div>
      )}
      <RunMetricsCard runName={props.runName} />
    </div>
  );
}
