"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { HistogramChart } from "@/components/charts/histogram-chart";
import { ScoreScatterChart } from "@/components/charts/score-scatter-chart";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Field, Input, Select } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { trajectoryPagePath } from "@/lib/browse/queries";
import { METRIC_TEXT, samplingNote } from "@/lib/search-p1/distribution";
import type { TSearchP1Scope } from "@/lib/search-p1/params";
import { searchP1PagePath, searchP1Queries } from "@/lib/search-p1/queries";
import { SEARCH_P1_METRICS, type TSearchP1Report } from "@/lib/search-p1/types";

const COLORS = { coverage: "#009E73", s_self: "#0072B2", s_ref: "#D55E00" } as const;
const count = (n: number) => n.toLocaleString("en-US");

/** Search-P1's path scores over a run: plan coverage and the two tracks, and S_self against S_ref. */
export function SearchP1View({ runName, scope }: { runName: string; scope: TSearchP1Scope }) {
  const router = useRouter();
  const { data, error, isPending, refetch } = useQuery(searchP1Queries.report(runName, scope));
  if (isPending) return <Skeleton className="h-96" />;
  if (error)
    return <ErrorState title="Could not load the path scores" message={error.message} onRetry={() => void refetch()} />;
  const logged = SEARCH_P1_METRICS.some((m) => data.histograms[m].total > 0);
  return (
    <div className="space-y-4">
      <ScopeForm runName={runName} scope={scope} datasets={data.datasets} />
      {!logged ? (
        <MissingComponents report={data} />
      ) : (
        <>
          <p className="text-sm text-zinc-600 dark:text-zinc-400" role="status">
            {count(data.inScope)} trajectories in scope; the reward components they logged, binned in tenths (the last
            bin holds 1).
          </p>
          <div className="grid gap-3 lg:grid-cols-3">
            {SEARCH_P1_METRICS.map((metric) => (
              <Card key={metric} aria-label={METRIC_TEXT[metric].label} className="space-y-2">
                <h2 className="text-sm font-medium">{METRIC_TEXT[metric].label}</h2>
                <p className="text-xs text-zinc-500">{METRIC_TEXT[metric].definition}</p>
                {data.histograms[metric].total === 0 ? (
                  <p className="text-sm text-zinc-500">No trajectory in scope logs it.</p>
                ) : (
                  <>
                    <p className="text-xs tabular-nums" aria-label={`${METRIC_TEXT[metric].label} total`}>
                      {count(data.histograms[metric].total)} trajectories
                    </p>
                    <HistogramChart
                      bars={data.histograms[metric].bars}
                      label={`${METRIC_TEXT[metric].label} histogram`}
                      color={COLORS[metric]}
                    />
                  </>
                )}
              </Card>
            ))}
          </div>
          <Card className="space-y-2">
            <h2 className="text-sm font-medium">Self-consistency against reference alignment</h2>
            <p className="text-xs text-zinc-500">
              Each point is a trajectory; open one with a click (or Tab to it and press Enter).{" "}
              {samplingNote(data.scatter.total, data.scatter.points.length, data.scatter.stride)}
            </p>
            {data.scatter.total === 0 ? (
              <p className="text-sm text-zinc-500">No trajectory in scope logs both S_self and S_ref.</p>
            ) : (
              <ScoreScatterChart
                points={data.scatter.points}
                label="S_self against S_ref"
                xLabel="S_self (self-consistency)"
                yLabel="S_ref (reference alignment)"
                onOpen={(id) => router.push(trajectoryPagePath(runName, id))}
              />
            )}
          </Card>
        </>
      )}
    </div>
  );
}

function MissingComponents({ report }: { report: TSearchP1Report }) {
  return (
    <EmptyState title="No Search-P1 path scores here">
      <p>
        {report.inScope === 0
          ? "No trajectory is in this scope."
          : `None of the ${count(report.inScope)} trajectories in scope logs Search-P1's path components in its reward components.`}
      </p>
      <p>
        These charts need <code>s_self</code> and <code>s_ref</code> (the two track scores) and <code>n_exec</code> with{" "}
        <code>n_plan</code> or <code>plan_coverage</code> (plan coverage), as the Search-P1 reward preset logs them.
      </p>
    </EmptyState>
  );
}

/** ?dataset=&from=&to= as a plain GET form: the URL is the state, and reloading keeps it. */
function ScopeForm({ runName, scope, datasets }: { runName: string; scope: TSearchP1Scope; datasets: string[] }) {
  return (
    <form action={searchP1PagePath(runName)} method="get" aria-label="Scope" className="flex flex-wrap items-end gap-3">
      <Field label="Dataset">
        <Select name="dataset" defaultValue={scope.dataset ?? ""}>
          <option value="">All datasets</option>
          {datasets.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="From step">
        <Input name="from" type="number" min={0} defaultValue={scope.from} className="w-24" />
      </Field>
      <Field label="To step">
        <Input name="to" type="number" min={0} defaultValue={scope.to} className="w-24" />
      </Field>
      <Button type="submit">Apply</Button>
    </form>
  );
}
