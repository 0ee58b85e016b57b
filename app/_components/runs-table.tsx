"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, Td, Th } from "@/components/ui/table";
import { runPagePath } from "@/lib/browse/queries";
import { formatCount, formatDateTime } from "@/lib/format/date";
import { runQueries } from "@/lib/runs/queries";

export function RunsTable() {
  const runs = useQuery(runQueries.list());

  if (runs.isPending) return <RunsTableSkeleton />;
  if (runs.isError) {
    return (
      <ErrorState title="Could not load the runs" message={runs.error.message} onRetry={() => void runs.refetch()} />
    );
  }
  if (runs.data.length === 0) return <NoRunsYet />;
  return (
    <Table aria-label="Runs">
      <thead>
        <tr>
          <Th>Name</Th>
          <Th>Method</Th>
          <Th>Model</Th>
          <Th className="text-right">Trajectories</Th>
          <Th>Created</Th>
        </tr>
      </thead>
      <tbody>
        {runs.data.map((run) => (
          <tr key={run.id} className="hover:bg-zinc-50 dark:hover:bg-zinc-800/50">
            <Td className="font-medium">
              <Link href={runPagePath(run.name)} className="hover:underline">
                {run.name}
              </Link>
            </Td>
            <Td>{run.method ?? "—"}</Td>
            <Td>{run.model ?? "—"}</Td>
            <Td className="text-right tabular-nums">{formatCount(run.trajectoryCount)}</Td>
            <Td className="whitespace-nowrap text-zinc-500">{formatDateTime(run.createdAt)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
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
