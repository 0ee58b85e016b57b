"use client";

import { useQueries } from "@tanstack/react-query";
import { FailureCellsTable, type TFailureRow } from "@/components/failures/failure-cells-table";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { runPagePath } from "@/lib/browse/queries";
import type { TCompareState } from "@/lib/compare/state";
import { failureCellQuery } from "@/lib/failures/cells";
import { GOLD_RETRIEVED_DEFINITION } from "@/lib/failures/gold-in-documents";
import { failureQueries } from "@/lib/failures/queries";
import { countsWithin } from "@/lib/failures/series";
import { describeCorrectness, tryParseCorrectness } from "@/lib/metrics/process";
import { Loading } from "./live-sections";

/** Search vs reading failure per compared run, under the comparison's correctness and datasets. */
export function FailuresPart({ state }: { state: Pick<TCompareState, "runs" | "correct" | "datasets"> }) {
  const results = useQueries({ queries: state.runs.map((run) => failureQueries.summary(run, state.correct)) });
  if (results.some((r) => r.isPending)) return <Loading label="Search vs reading failure per run" />;
  const failed = results.find((r) => r.isError);
  if (failed?.error)
    return (
      <ErrorState
        title="Could not count search and reading failures"
        message={failed.error.message}
        onRetry={() => results.forEach((r) => void r.refetch())}
      />
    );
  const rows: TFailureRow[] = state.runs.flatMap((run, i) => {
    const data = results[i]?.data;
    if (!data) return [];
    return [
      {
        key: run,
        name: run,
        label: run,
        counts: countsWithin(data, state.datasets),
        hrefOf: (cell) =>
          `${runPagePath(run)}${failureCellQuery(cell, { correct: data.correct, datasets: state.datasets })}`,
      },
    ];
  });
  const choice = tryParseCorrectness(state.correct);
  return (
    <Card aria-label="Search vs reading failure per run" className="space-y-2">
      <h2 className="font-semibold">Search failure vs reading failure</h2>
      <FailureCellsTable rows={rows} label="Search vs reading failure per compared run" />
      <p className="text-xs text-zinc-500">
        {GOLD_RETRIEVED_DEFINITION} Right: {choice ? describeCorrectness(choice) : state.correct}.
        {state.datasets.length > 0 && ` Datasets: ${state.datasets.join(", ")}.`} Whole runs: the split and step filters
        do not apply here.
      </p>
    </Card>
  );
}
