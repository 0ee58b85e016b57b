"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, Td, Th } from "@/components/ui/table";
import { behaviourQueries } from "@/lib/behaviour/queries";
import { behaviourDynamicsHref, behaviourListHref, behaviourRows } from "@/lib/behaviour/summary";
import { formatPercent } from "@/lib/browse/format";
import { isEmptyFilter } from "@/lib/browse/filter";
import { formatCount } from "@/lib/format/date";
import { useBrowseState } from "./use-browse-state";

// The behaviour detectors over the trajectories the list shows (its filter, like the summary cards):
// each count opens the list narrowed to that flag, each definition is written beside it.
export function BehaviourCard({ runName }: { runName: string }) {
  const { state } = useBrowseState();
  const query = useQuery({ ...behaviourQueries.counts(runName, state.filter), placeholderData: keepPreviousData });
  if (query.isPending) return <Skeleton className="h-48 w-full" />;
  if (query.isError)
    return (
      <ErrorState
        title="Could not count the behaviour detectors"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  const counts = query.data;
  if (counts.trajectories === 0) return null;
  const notComputed = counts.trajectories - counts.computed;
  const scope = isEmptyFilter(state.filter) ? "of the run" : "matching the filters";
  return (
    <Card
      aria-label="Behaviour"
      aria-busy={query.isPlaceholderData}
      className={`space-y-2 p-3 ${query.isPlaceholderData ? "opacity-60 transition-opacity" : ""}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-sm font-semibold">Behaviour</h2>
        <Link href={behaviourDynamicsHref(runName)} className="text-sm text-sky-700 hover:underline dark:text-sky-400">
          over training →
        </Link>
      </div>
      <Table aria-label="Behaviour detectors">
        <thead>
          <tr>
            <Th>Behaviour</Th>
            <Th className="text-right">Trajectories</Th>
            <Th className="text-right">Share</Th>
            <Th>Definition</Th>
          </tr>
        </thead>
        <tbody>
          {behaviourRows(counts).map((row) => (
            <tr key={row.behaviour} aria-label={row.label}>
              <Td className="whitespace-nowrap font-medium">{row.label}</Td>
              <Td className="text-right tabular-nums">
                <Link
                  href={behaviourListHref(runName, state.filter, row.behaviour)}
                  aria-label={`${row.label}: ${row.count}`}
                  className="text-sky-700 hover:underline dark:text-sky-400"
                >
                  {formatCount(row.count)}
                </Link>
              </Td>
              <Td className="text-right tabular-nums text-zinc-600 dark:text-zinc-400">{formatPercent(row.share)}</Td>
              <Td className="text-xs text-zinc-600 dark:text-zinc-400">{row.definition}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className="text-xs text-zinc-500">
        Counts and shares are of the {formatCount(counts.computed)} trajectories {scope} whose behaviour was computed
        {notComputed > 0
          ? `; ${formatCount(notComputed)} more have no behaviour computed (stored before the detectors existed; trajscope migrate computes them) and are counted nowhere.`
          : "."}{" "}
        A trajectory can show several behaviours. Each count opens its list.
      </p>
    </Card>
  );
}
