"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Field, Select } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { compareQueries } from "@/lib/compare/queries";
import { filterOf, MIN_RUNS, resolveCompare, TABLE_METRICS, type TCompareState } from "@/lib/compare/state";
import { buildCompareTables, componentNames, metricLabel } from "@/lib/compare/tables";
import { CorrectnessSelect } from "@/components/metrics/correctness-select";
import { CompareFilters } from "./compare-filters";
import { FailuresPart } from "./failures-part";
import { CurvesPart, DiffPart } from "./live-sections";
import { PairPart } from "./pair-part";
import { RunPicker } from "./run-picker";
import { ScoresSection } from "./scores-section";
import { ShareDialog } from "./share-dialog";
import { useCompareState } from "./use-compare-state";

/** The live comparison: every control writes the URL, every part reads its own query. */
export function CompareView({ canShare }: { canShare: boolean }) {
  const { state, issues, setState } = useCompareState();
  const [isSharing, setSharing] = useState(false);
  const [isCopied, setCopied] = useState(false);
  const [components, setComponents] = useState<string[] | null>(null);
  const resolved = resolveCompare(state);
  const scores = useQuery({
    ...compareQueries.scores(state),
    enabled: state.runs.length >= MIN_RUNS,
    placeholderData: keepPreviousData,
  });
  // Changing which runs are compared closes the opened question: its ids belong to the old pair.
  const setRuns = (runs: string[]) => setState({ runs, open: null });
  const copyLink = () =>
    void navigator.clipboard.writeText(window.location.href).then(
      () => setCopied(true),
      () => setCopied(false),
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">Compare runs</h1>
        {resolved && (
          <div className="flex items-center gap-2">
            <span role="status" className="text-xs text-zinc-500">
              {isCopied && "Link copied."}
            </span>
            <Button onClick={copyLink}>Copy link</Button>
            {canShare && (
              <Button variant="primary" onClick={() => setSharing(true)}>
                Share snapshot
              </Button>
            )}
          </div>
        )}
      </div>
      {issues.length > 0 && (
        <p role="alert" className="text-sm text-amber-800 dark:text-amber-300">
          Parts of this link could not be read and were ignored: {issues.join("; ")}
        </p>
      )}
      <RunPicker
        runs={state.runs}
        baseline={resolved?.baseline ?? null}
        onRuns={setRuns}
        onBaseline={(baseline) => setState({ baseline })}
      />
      {!resolved ? (
        <EmptyState title="Choose two to six runs">
          <p>
            Pick runs above to see their scores per dataset, curves over training and the questions one gets right and
            another wrong.
          </p>
        </EmptyState>
      ) : (
        <>
          <CompareFilters
            filter={filterOf(state)}
            datasets={scores.data?.datasets ?? []}
            splits={scores.data?.splits ?? []}
            onChange={(filter) => setState({ ...filter, open: null })}
          >
            <CorrectnessSelect value={state.correct} onChange={(correct) => setState({ correct, open: null })} />
          </CompareFilters>
          {scores.data && scores.data.missing.length > 0 && (
            <p role="alert" className="text-sm text-amber-800 dark:text-amber-300">
              No run is named {scores.data.missing.map((m) => `"${m}"`).join(", ")}.
            </p>
          )}
          {scores.isPending ? (
            <Skeleton className="h-48 w-full" />
          ) : scores.isError ? (
            <ErrorState
              title="Could not load the scores"
              message={scores.error.message}
              onRetry={() => void scores.refetch()}
            />
          ) : (
            <ScoresSection
              tables={buildCompareTables(scores.data, {
                metric: state.metric,
                baseline: resolved.baseline,
                components: components ?? undefined,
              })}
              scores={scores.data.rows}
              runs={state.runs}
              title={state.runs.join("-vs-")}
              metricName={metricLabel(state.metric, state.correct)}
              sets={scores.data.sets}
              componentChoice={{
                all: componentNames(scores.data.components),
                shown: components,
                onChange: setComponents,
              }}
              controls={
                <MetricSelect
                  metric={state.metric}
                  correct={state.correct}
                  onChange={(metric) => setState({ metric })}
                />
              }
            />
          )}
          <FailuresPart state={state} />
          <CurvesPart state={state} resolved={resolved} setState={setState} />
          <DiffPart state={state} resolved={resolved} setState={setState} />
          {state.open && <PairPart state={{ ...state, open: state.open }} resolved={resolved} setState={setState} />}
        </>
      )}
      {isSharing && <ShareDialog state={state} open onClose={() => setSharing(false)} />}
    </div>
  );
}

function MetricSelect({
  metric,
  correct,
  onChange,
}: {
  metric: TCompareState["metric"];
  correct: string;
  onChange: (m: TCompareState["metric"]) => void;
}) {
  return (
    <Field label="Metric">
      <Select aria-label="Metric" value={metric} onChange={(e) => onChange(e.target.value as TCompareState["metric"])}>
        {TABLE_METRICS.map((m) => (
          <option key={m} value={m}>
            {metricLabel(m, correct)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
