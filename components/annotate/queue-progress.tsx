import type { TQueueSummary } from "@/lib/annotate/types";

/** Items complete (N annotators done) and, per annotator, what they hold, did and skipped. */
export function QueueProgress({ queue }: { queue: TQueueSummary }) {
  const share = queue.items ? queue.completeItems / queue.items : 0;
  return (
    <div className="space-y-1.5 text-sm">
      <div className="flex items-center gap-2">
        <div
          role="progressbar"
          aria-label={`${queue.name}: items complete`}
          aria-valuemin={0}
          aria-valuemax={queue.items}
          aria-valuenow={queue.completeItems}
          className="h-2 w-40 overflow-hidden rounded bg-zinc-200 dark:bg-zinc-800"
        >
          <div className="h-full bg-emerald-600" style={{ width: `${Math.round(share * 100)}%` }} />
        </div>
        <span className="tabular-nums">
          {queue.completeItems} / {queue.items} items complete
        </span>
        <span className="text-xs text-zinc-500">
          ({queue.annotatorsPerItem} annotator{queue.annotatorsPerItem === 1 ? "" : "s"} per item)
        </span>
      </div>
      {queue.annotators.length > 0 ? (
        <table aria-label={`Progress per annotator in ${queue.name}`} className="text-xs">
          <thead className="text-zinc-500">
            <tr>
              <th className="pr-3 text-left font-medium">Annotator</th>
              <th className="pr-3 text-right font-medium">Done</th>
              <th className="pr-3 text-right font-medium">Skipped</th>
              <th className="text-right font-medium">Open</th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {queue.annotators.map((a) => (
              <tr key={a.name}>
                <td className="pr-3">{a.name}</td>
                <td className="pr-3 text-right">{a.done}</td>
                <td className="pr-3 text-right">{a.skipped}</td>
                <td className="text-right">{a.assigned}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-xs text-zinc-500">Nobody has started yet.</p>
      )}
    </div>
  );
}
