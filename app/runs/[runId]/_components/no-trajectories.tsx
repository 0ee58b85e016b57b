import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

export function NoTrajectories({ isFiltered, onClear }: { isFiltered: boolean; onClear: () => void }) {
  if (isFiltered) {
    return (
      <EmptyState title="No trajectory matches these filters">
        <p>Widen a range, remove a condition above, or start again from the whole run.</p>
        <p>
          <Button onClick={onClear}>Clear all filters</Button>
        </p>
      </EmptyState>
    );
  }
  return (
    <EmptyState title="This run has no trajectories yet">
      <p>Ingest a rollout log into it and its trajectories show up here:</p>
      <pre className="overflow-x-auto rounded bg-zinc-100 p-3 text-left font-mono text-xs text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">
        npx trajscope ingest path/to/rollouts.jsonl --run &lt;this run&gt;
      </pre>
    </EmptyState>
  );
}
