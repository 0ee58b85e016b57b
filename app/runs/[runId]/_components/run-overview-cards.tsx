"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount } from "@/lib/format/date";
import { formatDecimal, formatPercent, formatScore } from "@/lib/browse/format";
import { browseQueries } from "@/lib/browse/queries";
import type { TRunOverview } from "@/lib/browse/types";
import { DatasetTable } from "./dataset-table";
import { AccuracyCard } from "./accuracy-card";
import { FlawedButCorrectCard, SearchDecisionsCard } from "./process-cards";
import { Stat } from "./stat-card";
import { useBrowseState } from "./use-browse-state";

/** The run's summary cards, of the trajectories the list below shows: its filter is theirs. */
export function RunOverviewCards({ runName }: { runName: string }) {
  const { state } = useBrowseState();
  // While a new filter's figures load, the previous ones stay, dimmed.
  const overview = useQuery({ ...browseQueries.overview(runName, state.filter), placeholderData: keepPreviousData });
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
  const { overall, byDataset, isFiltered } = overview.data;
  if (overall.trajectories === 0 && !isFiltered) return null;
  const trajectories = `${formatCount(overall.trajectories)} ${overall.trajectories === 1 ? "trajectory" : "trajectories"}`;
  return (
    <section
      aria-label="Run summary"
      aria-busy={overview.isPlaceholderData}
      className={`space-y-3 ${overview.isPlaceholderData ? "opacity-60 transition-opacity" : ""}`}
    >
      <p role="note" aria-label="What the summary describes" className="text-sm text-zinc-600 dark:text-zinc-400">
        {!isFiltered
          ? `Summary of the whole run: ${trajectories}.`
          : overall.trajectories === 0
            ? "No trajectory matches the filters: there is nothing to summarise."
            : `Summary of the ${trajectories} matching the filters, not of the whole run.`}
      </p>
      {overall.trajectories > 0 && <OverviewGrid overview={overview.data} />}
      {byDataset.length > 1 && <DatasetTable rows={byDataset} correctness={overview.data.correctness} />}
    </section>
  );
}

function OverviewGrid({ overview }: { overview: TRunOverview }) {
  const { overall, isFiltered, rewardComponents, correctness } = overview;
  const terms = rewardComponents.filter((c) => c.kind === "term");
  const counts = rewardComponents.filter((c) => c.kind === "count");
  const steps = overall.trainingSteps && `training steps ${overall.trainingSteps.min}–${overall.trainingSteps.max}`;
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-7">
      <Stat label="Trajectories" value={formatCount(overall.trajectories)}>
        {[isFiltered && "matching the filters", steps].filter(Boolean).join(" · ")}
      </Stat>
      <AccuracyCard overall={overall} correctness={correctness} />
      <Stat label="Mean reward" value={formatScore(overall.reward)}>
        <p aria-label="Reward terms">
          {terms.map((c) => (
            <span key={c.name} className="mr-2 inline-block">
              {c.name} {formatScore(c.mean)}
            </span>
          ))}
        </p>
        {counts.length > 0 && (
          <p aria-label="Counts per trajectory" title="Counts the reward logs beside its terms; not terms of the sum">
            counts per trajectory:{" "}
            {counts.map((c) => (
              <span key={c.name} className="mr-2 inline-block">
                {c.name} {formatDecimal(c.mean)}
              </span>
            ))}
          </p>
        )}
      </Stat>
      <Stat label="Searches / trajectory" value={formatDecimal(overall.searchesPerTrajectory)} />
      <SearchDecisionsCard overall={overall} />
      <Stat
        label="Format valid"
        value={formatPercent(overall.formatValidRate)}
        hint="Share of trajectories whose response follows the tag grammar"
      />
      <FlawedButCorrectCard overall={overall} correctness={correctness} />
    </div>
  );
}

export function RunOverviewSkeleton() {
  return (
    <div
      aria-busy="true"
      aria-label="Loading the run summary"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-7"
    >
      {Array.from({ length: 7 }, (_, i) => (
        <Skeleton key={i} className="h-20" />
      ))}
    </div>
  );
}
