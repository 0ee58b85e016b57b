import { Badge } from "@/components/ui/badge";
import { describeSource, labelText, labelTone, sourceKind, type TLabelGroup } from "@/lib/browse/labels";

const SOURCE_TONE = { judge: "info", prm: "neutral", human: "good", other: "neutral" } as const;

/** The current labels of a step as badges (for its header). */
export function LabelBadges({ labels }: { labels: TLabelGroup["current"] }) {
  // A false over-/under-search verdict is not worth a badge; it still shows in the label list.
  const shown = labels.filter((l) => !(labelTone(l) === "neutral" && l.valueType === "boolean"));
  return (
    <>
      {shown.map((label) => (
        <Badge
          key={label.id}
          tone={labelTone(label) === "neutral" ? "neutral" : labelTone(label)}
          title={`${describeSource(label.source)}`}
        >
          {labelText(label)}
          <span className="font-normal opacity-70">
            · {sourceKind(label.source) === "other" ? label.source : sourceKind(label.source)}
          </span>
        </Badge>
      ))}
    </>
  );
}

/** Each label with who gave it, its value and its rationale; a correction shows what it replaced. */
export function LabelList({ labels }: { labels: TLabelGroup["current"] }) {
  if (labels.length === 0) return null;
  return (
    <ul aria-label="Labels" className="space-y-1.5 border-t border-zinc-100 pt-2 text-sm dark:border-zinc-800">
      {labels.map((label) => (
        <li key={label.id} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <Badge tone={SOURCE_TONE[sourceKind(label.source)]} title={describeSource(label.source)}>
            {label.source}
          </Badge>
          <span className="font-medium">
            {label.name} = <span className={TONE_TEXT[labelTone(label)]}>{label.value}</span>
          </span>
          {label.corrected && (
            <span className="text-xs text-zinc-500">
              corrects {label.corrected.source}&apos;s {label.corrected.value}
            </span>
          )}
          {label.rationale && (
            <p className="basis-full whitespace-pre-wrap break-words pl-1 text-zinc-700 dark:text-zinc-300">
              <span className="sr-only">Rationale: </span>
              {label.rationale}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

const TONE_TEXT = {
  good: "text-emerald-700 dark:text-emerald-400",
  bad: "text-red-700 dark:text-red-400",
  warn: "text-amber-700 dark:text-amber-400",
  neutral: "",
};
