"use client";

import { useQuery } from "@tanstack/react-query";
import { IntentLink } from "@/components/ui/intent-link";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, Td, Th } from "@/components/ui/table";
import { runPagePath } from "@/lib/browse/queries";
import { formatDateTime } from "@/lib/format/date";
import { filterRuns, MAX_COMPARED_RUNS, runFacets, toggleSelected } from "@/lib/runs/list-view";
import { runQueries } from "@/lib/runs/queries";
import { RunHeadlineCells } from "./run-headline-cells";
import { RunsToolbar } from "./runs-toolbar";
import { useRunListState } from "./use-run-list-state";

export function RunsTable() {
  const runs = useQuery(runQueries.list());
  const { state, setState } = useRunListState();

  if (runs.isPending) return <RunsTableSkeleton />;
  if (runs.isError) {
    return (
      <ErrorState title="Could not load the runs" message={runs.error.message} onRetry={() => void runs.refetch()} />
    );
  }
  if (runs.data.length === 0) return <NoRunsYet />;
  const shown = filterRuns(runs.data, state);
  const isFull = state.selected.length >= MAX_COMPARED_RUNS;
  return (
    <div className="space-y-3">
      <RunsToolbar
        state={state}
        facets={runFacets(runs.data)}
        shown={shown.length}
        total={runs.data.length}
        onChange={setState}
      />
      <Table aria-label="Runs">
        <thead>
          <tr>
            <Th className="w-8">
              <span className="sr-only">Compare</span>
            </Th>
            <Th>Name</Th>
            <Th>Method</Th>
            <Th>Model</Th>
            <Th>Tags</Th>
            <Th className="text-right">Trajectories</Th>
            <Th title="Distinct training steps with trajectories, and their range">Steps covered</Th>
            <Th className="text-right" title="Mean exact match (FlashRAG) over the trajectories with a score">
              EM
            </Th>
            <Th className="text-right" title="Mean sub-EM (FlashRAG acc: a gold answer occurs in the prediction)">
              Acc
            </Th>
            <Th className="text-right" title="Mean logged reward per trajectory">
              Mean reward
            </Th>
            <Th>Created</Th>
          </tr>
        </thead>
        <tbody>
          {shown.map((run) => {
            const isSelected = state.selected.includes(run.name);
            return (
              <tr
                key={run.id}
                className={`align-top hover:bg-zinc-50 dark:hover:bg-zinc-800/50 ${isSelected ? "bg-sky-50/60 dark:bg-sky-950/30" : ""}`}
              >
                <Td>
                  <input
                    type="checkbox"
                    aria-label={`Select ${run.name} for comparison`}
                    checked={isSelected}
                    disabled={!isSelected && isFull}
                    title={!isSelected && isFull ? `Compare takes at most ${MAX_COMPARED_RUNS} runs` : undefined}
                    onChange={() =>
                      setState({ ...state, selected: toggleSelected(state.selected, run.name) }, "replace")
                    }
                  />
                </Td>
                <Td className="font-medium">
                  <IntentLink href={runPagePath(run.name)} className="hover:underline">
                    {run.name}
                  </IntentLink>
                </Td>
                <Td>{run.method ?? "—"}</Td>
                <Td>{run.model ?? "—"}</Td>
                <Td>
                  <div className="flex max-w-64 flex-wrap gap-1">
                    {run.tags.length === 0 && <span className="text-zinc-400">—</span>}
                    {run.tags.map((tag) => (
                      <Badge key={tag}>{tag}</Badge>
                    ))}
                  </div>
                </Td>
                <RunHeadlineCells headline={run.headline} />
                <Td className="whitespace-nowrap text-zinc-500">{formatDateTime(run.createdAt)}</Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      {shown.length === 0 && (
        <EmptyState title="No run matches these filters">
          <button type="button" className="underline" onClick={() => setState({ ...state, methods: [], tags: [] })}>
            Clear the filters
          </button>
        </EmptyState>
      )}
    </div>
  );
}

export function RunsTableSkeleton() {
  return (
    <div className="space-y-2" aria-busy="true" aria-label="Loading runs">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-9 w-full" />
      ))}
    </div>
  );
}

function NoRunsYet() {
  return (
    <EmptyState title="No runs yet">
      <p>Ingest a rollout log and its trajectories show up here:</p>
      <pre className="overflow-x-auto rounded bg-zinc-100 p-3 text-left font-mono text-xs text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">
        npx trajscope ingest path/to/rollouts.jsonl --run my-run
      </pre>
      <p>
        verl rollout dumps, Search-R1, HiPRAG, PRO-Step, R1-Searcher and FlashRAG outputs are recognised. With a real
        PostgreSQL, set <code className="font-mono">DATABASE_URL</code> first.
      </p>
    </EmptyState>
  );
}
