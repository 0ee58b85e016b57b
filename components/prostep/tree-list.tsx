"use client";

import { useQuery } from "@tanstack/react-query";
import { IntentLink } from "@/components/ui/intent-link";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { pairsPagePath, prostepQueries, treePagePath } from "@/lib/prostep/queries";

/** The run's value trees, one per question, with their sizes and pair counts. */
export function TreeList({ runName }: { runName: string }) {
  const query = useQuery(prostepQueries.trees(runName));
  if (query.isError)
    return (
      <ErrorState title="Could not load the trees" message={query.error.message} onRetry={() => void query.refetch()} />
    );
  if (!query.data) return <Skeleton className="h-40" />;
  if (!query.data.length)
    return (
      <EmptyState title="No value trees in this run">
        <p>
          Ingest a PRO-Step tree cache (one node per line) or canonical <code>tree_node</code> records:{" "}
          <code>npx trajscope ingest mcts_tree_cache.jsonl --run {runName}</code>.
        </p>
      </EmptyState>
    );
  return (
    <div className="space-y-2">
      <p className="text-sm">
        <IntentLink className="text-sky-700 underline dark:text-sky-300" href={pairsPagePath(runName)}>
          Browse the preference pairs
        </IntentLink>
      </p>
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-zinc-500">
          <tr>
            <th className="py-1">Question</th>
            <th className="text-right">Nodes</th>
            <th className="text-right">Max depth</th>
            <th className="text-right">Terminals</th>
            <th className="text-right">Pairs</th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((t) => (
            <tr key={t.tree} className="border-t border-zinc-200 dark:border-zinc-800">
              <td className="py-1 pr-3">
                {t.nodes > 0 ? (
                  <IntentLink
                    className="text-sky-700 hover:underline dark:text-sky-300"
                    href={treePagePath(runName, t.tree)}
                  >
                    {t.question ?? t.tree}
                  </IntentLink>
                ) : (
                  <span>{t.tree} (pairs only)</span>
                )}
                <span className="ml-2 text-xs text-zinc-500">{t.tree}</span>
              </td>
              <td className="text-right tabular-nums">{t.nodes.toLocaleString("en-US")}</td>
              <td className="text-right tabular-nums">{t.maxDepth ?? "–"}</td>
              <td className="text-right tabular-nums">{t.terminals}</td>
              <td className="text-right tabular-nums">{t.pairs}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
