"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { AblationTable } from "@/components/ablation/ablation-table";
import { CopyExport } from "@/components/ablation/copy-export";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ABLATION_METRIC_LABELS, SIGNIFICANCE_LEVEL } from "@/lib/dynamics/ablation-types";
import { testsUsed } from "@/lib/dynamics/ablation-export";
import { dynamicsQueries } from "@/lib/dynamics/queries";
import { describeCorrectness, tryParseCorrectness } from "@/lib/metrics/process";
import { AblationControls } from "./ablation-controls";
import { EvaluationSets } from "./evaluation-sets";
import { SweepCard } from "./sweep-card";
import { useAblationState } from "./use-ablation-state";

export function AblationsView() {
  const { state, setState } = useAblationState();
  const { data: report, error, isPending, refetch } = useQuery(dynamicsQueries.ablations(state));
  if (isPending) return <Skeleton className="h-72" />;
  if (error)
    return <ErrorState title="Could not load the studies" message={error.message} onRetry={() => void refetch()} />;
  if (report.studies.length === 0 || !report.table) {
    return (
      <EmptyState title="No ablation studies yet">
        <p>
          Tag the runs of a study when you ingest them, e.g.{" "}
          <code>npx trajscope ingest run.jsonl --run full --tag study:my-ablation --tag variant:full</code>, or add the
          demo family with <code>npx trajscope demo</code>.
        </p>
        <p>
          <Link href="/" className="text-sky-700 hover:underline dark:text-sky-400">
            Back to the runs
          </Link>
        </p>
      </EmptyState>
    );
  }
  const tests = testsUsed(report.significance);
  const choice = tryParseCorrectness(report.correct);
  const metric =
    report.metric === "correct" && choice
      ? `Right (${describeCorrectness(choice)})`
      : ABLATION_METRIC_LABELS[report.metric];
  return (
    <div className="space-y-4">
      <AblationControls report={report} state={state} onChange={setState} />
      <Card className="space-y-3">
        <AblationTable
          table={report.table}
          significance={report.significance}
          caption={`${metric} (%) per dataset on each run's evaluation set (n = trajectories scored in the cell; seeds add up); Avg. is the mean over datasets (only for complete rows).`}
        />
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          <strong>Bold</strong>: best per column; <u>underlined</u>: second.{" "}
          {report.baseline === null
            ? "Choose a baseline to see deltas and their significance."
            : report.metric === "val"
              ? `Deltas to ${report.baseline}. Logged scores have no per-question data, so deltas are not tested.`
              : `Deltas to ${report.baseline}; † p < ${SIGNIFICANCE_LEVEL} by ${tests ?? "a paired test"} on the questions both answered (hover a delta for n, counts, p or CI). Avg. is not tested.`}
        </p>
        <CopyExport markdown={report.markdown} latex={report.latex} />
      </Card>
      <SweepCard report={report} onParameter={(param) => setState({ ...state, study: report.study, param })} />
      <EvaluationSets sets={report.evaluation} />
    </div>
  );
}
