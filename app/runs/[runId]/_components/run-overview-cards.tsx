"use client";

import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount } from "@/lib/format/date";
import { formatDecimal, formatPercent, formatScore } from "@/lib/browse/format";
import { browseQueries } from "@/lib/browse/queries";
import { DatasetTable } from "./dataset-table";

function Stat({ label, value, hint, children }: { label: string; value: string; hint?: string; children?: ReactNode }) {
  return (
    <Card className="p-3">
      <h3 className="text-xs font-medium uppercase tracking-wide text-zinc-500" title={hint}>
        {label}
      </h3>
      <p className="mt-1 text-xl font-semibold tabular-nums">{value}</p>
      {children && <div className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">{children}</div>}
    </Card>
  );
}

export function RunOverviewCards({ runName }: { runName: string }) {
  const overview = useQuery(browseQueries.overview(runName));
  if (overview.isPending) return <RunOverviewSkeleton />;
  if (overview.isError) {
    return (
      <ErrorState
        title="Could not compute the run's summary"
        message={overview.error.message}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const { overall, byDataset, rewardComponents } = overview.data;
  if (overall.trajectories === 0) return null;
  return (
    <section aria-label="Run summary" className="space-y-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Stat label="Trajectories" value={formatCount(overall.trajectories)}>
          {overall.trainingSteps && `training steps ${overall.trainingSteps.min}–${overall.trainingSteps.max}`}
        </Stat>
        <Stat label="Accuracy (EM)" value={formatPercent(overall.em)} hint="Exact match; correct = EM ≥ 1">
          F1 {formatScore(overall.f1)} · acc {formatPercent(overall.acc)}
        </Stat>
        <Stat label="Mean reward" value={formatScore(overall.reward)}>
          {rewardComponents.map((c) => (
            <span key={c.name} className="mr-2 inline-block">
              {c.name} {formatScore(c.mean)}
            </span>
          ))}
        </Stat>
        <Stat label="Searches / trajectory" value={formatDecimal(overall.searchesPerTrajectory)} />
        <Stat
          label="Over- / under-search"
          value={`${formatPercent(overall.overSearchRate)} / ${formatPercent(overall.underSearchRate)}`}
          hint="Share of trajectories with at least one over-searched / under-searched step"
        >
          of trajectories with such a step
        </Stat>
        <Stat
          label="Format valid"
          value={formatPercent(overall.formatValidRate)}
          hint="Share of trajectories whose response follows the tag grammar"
        >
          flawed but correct: {formatPercent(overall.flawedButCorrectRate)} of correct
        </Stat>
      </div>
      {byDataset.length > 1 && <DatasetTable rows={byDataset} />}
    </section>
  );
}

export function RunOverviewSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading the run summary"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-20" />
      ))}
    </div>
  );
}
