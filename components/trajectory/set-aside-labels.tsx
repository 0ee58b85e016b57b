import { Card } from "@/components/ui/card";
import type { TLabelVersionView } from "@/lib/annotate/types";
import { formatDateTime } from "@/lib/format/date";

/**
 * People's labels that a re-ingest could not keep because the step they were on changed. Nothing
 * is lost: they are shown here with the step as it was, and count in no flag, agreement or export.
 */
export function SetAsideLabels({ labels }: { labels: readonly TLabelVersionView[] }) {
  if (!labels.length) return null;
  return (
    <Card aria-label="Labels set aside by a re-ingest" className="space-y-2">
      <h2 className="font-semibold">
        Labels set aside by a re-ingest <span className="font-normal text-zinc-500">({labels.length})</span>
      </h2>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        This trajectory was ingested again with a changed step, so these labels no longer sit on a step that exists.
        They count in no flag, agreement figure or export; each shows the step as it was when labelled.
      </p>
      <ul className="space-y-3 text-sm">
        {labels.map((label) => (
          <li key={label.id} className="border-l-2 border-amber-400 pl-2">
            <p>
              <span className="font-medium">
                {label.name} = {label.value}
              </span>{" "}
              <span className="text-zinc-500">
                · {label.stepIndex === null ? "whole trajectory" : `step ${label.stepIndex + 1}`}
                {label.earlierVersion?.stepKind ? ` (${label.earlierVersion.stepKind})` : ""} · {label.source}
                {label.authorName && label.source !== `human:${label.authorName}` ? ` (${label.authorName})` : ""} · v
                {label.version} · {formatDateTime(label.createdAt)}
              </span>
            </p>
            {label.rationale && (
              <p className="whitespace-pre-wrap break-words text-zinc-700 dark:text-zinc-300">
                <span className="sr-only">Reason: </span>
                {label.rationale}
              </p>
            )}
            {label.earlierVersion?.stepText && (
              <details className="mt-1">
                <summary className="cursor-pointer text-xs text-zinc-500">The step as it was</summary>
                <p
                  data-testid="earlier-step-text"
                  className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap break-words rounded bg-zinc-50 p-2 text-xs dark:bg-zinc-900"
                >
                  {label.earlierVersion.stepText}
                </p>
              </details>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
