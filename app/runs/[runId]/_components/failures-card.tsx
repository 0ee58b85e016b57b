"use client";

import { useQuery } from "@tanstack/react-query";
import { FailureCellsTable, type TFailureRow } from "@/components/failures/failure-cells-table";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { runPagePath } from "@/lib/browse/queries";
import { failureCellQuery } from "@/lib/failures/cells";
import { GOLD_RETRIEVED_DEFINITION } from "@/lib/failures/gold-in-documents";
import { failureQueries } from "@/lib/failures/queries";
import { describeCorrectness, tryParseCorrectness } from "@/lib/metrics/process";
import { useBrowseState } from "./use-browse-state";

// Search failure vs reading failure over the whole run and per dataset, under the correctness chosen
// in the URL; each count opens its cell's list (gold= and outcome= filters).
export function FailuresCard({ runName }: { runName: string }) {
  const { state } = useBrowseState();
  const correct = state.filter.correct ?? "em";
  const query = useQuery(failureQueries.summary(runName, correct));
  if (query.isPending) return <Skeleton className="h-32 w-full" />;
  if (query.isError)
    return (
      <ErrorState
        title="Could not count search and reading failures"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  const data = query.data;
  if (data.overall.trajectories === 0) return null;
  const choice = tryParseCorrectness(data.correct);
  const rule = choice ? describeCorrectness(choice) : data.correct;
  const hrefFor = (dataset: string | null | undefined) => (cell: Parameters<typeof failureCellQuery>[0]) =>
    `${runPagePath(runName)}${failureCellQuery(cell, { correct: data.correct, datasets: dataset ? [dataset] : [] })}`;
  const rows: TFailureRow[] = [
    { key: "all", name: "all datasets", label: "all datasets", counts: data.overall, hrefOf: hrefFor(undefined) },
    ...(data.byDataset.length > 1 || data.byDataset[0]?.dataset
      ? data.byDataset.map((row) => ({
          key: `dataset:${row.dataset ?? ""}`,
          name: row.dataset ?? "(no dataset)",
          label: row.dataset ?? <span className="text-zinc-500">(no dataset)</span>,
          counts: row,
          // The list cannot select "no dataset": that row's counts stay plain.
          hrefOf: row.dataset === null ? null : hrefFor(row.dataset),
        }))
      : []),
  ];
  return (
    <Card aria-label="Search vs reading failure" className="space-y-2 p-3">
      <h2 className="text-sm font-semibold">Search failure vs reading failure</h2>
      <FailureCellsTable rows={rows} label="Search vs reading failure per dataset" />
      <p className="text-xs text-zinc-500">
        {GOLD_RETRIEVED_DEFINITION} Right: {rule}, the correctness chosen in the filters. Shares are of the trajectories
        in one of the four cells.
      </p>
    </Card>
  );
}
