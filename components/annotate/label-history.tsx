import { Badge } from "@/components/ui/badge";
import type { TLabelChange } from "@/lib/annotate/current";
import type { TLabelVersionView } from "@/lib/annotate/types";
import { labelTone } from "@/lib/browse/labels";
import { formatDateTime } from "@/lib/format/date";

const TONE_TEXT = {
  good: "text-emerald-700 dark:text-emerald-400",
  bad: "text-red-700 dark:text-red-400",
  warn: "text-amber-700 dark:text-amber-400",
  neutral: "",
};

/** One label name on one step: the value that holds, then every change — who, when, before → after, why. */
export function LabelHistory({ name, changes }: { name: string; changes: TLabelChange<TLabelVersionView>[] }) {
  const current = changes.find((c) => c.isCurrent)?.label;
  return (
    <section aria-label={`History of ${name}`} className="text-sm">
      <h5 className="font-medium">
        {name} ={" "}
        {current ? (
          <span className={TONE_TEXT[labelTone(current)]} data-testid="current-value">
            {current.value}
          </span>
        ) : (
          "—"
        )}
        {current && <span className="ml-1 text-xs font-normal text-zinc-500">({current.source})</span>}
      </h5>
      <ol className="mt-0.5 space-y-0.5 border-l border-zinc-200 pl-2 text-xs dark:border-zinc-700">
        {changes.map(({ label, before, isCurrent }) => (
          <li key={label.id} className={isCurrent ? "" : "text-zinc-500"}>
            <span className="tabular-nums">{formatDateTime(label.createdAt)}</span> · {label.source}
            {label.authorName && label.source !== `human:${label.authorName}` && ` (${label.authorName})`} · v
            {label.version} ·{" "}
            {before ? (
              <>
                {before.value} → <strong>{label.value}</strong>
              </>
            ) : (
              <strong>{label.value}</strong>
            )}
            {isCurrent && (
              <Badge tone="info" className="ml-1">
                current
              </Badge>
            )}
            {label.rationale && (
              <p className="whitespace-pre-wrap break-words pl-2 text-zinc-700 dark:text-zinc-300">
                <span className="sr-only">Reason: </span>
                {label.rationale}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
