import { Badge } from "@/components/ui/badge";
import { describeSource, labelTone } from "@/lib/browse/labels";
import type { TTrajectoryListRow } from "@/lib/browse/types";

/** The first gold answers, and how many more there are. */
export function GoldCell({ golds }: { golds: TTrajectoryListRow["golds"] }) {
  if (golds.count === 0) return <span className="text-zinc-400">—</span>;
  const more = golds.count - golds.first.length;
  return (
    <span className="line-clamp-2 max-w-48 break-words" title={golds.first.join(" | ")}>
      {golds.first.join(" | ")}
      {more > 0 && <span className="text-zinc-500"> +{more} more</span>}
    </span>
  );
}

/** The judge's (or a person's) verdict on the answer: right / wrong, with who said it on hover. */
export function VerdictCell({ verdict }: { verdict: TTrajectoryListRow["verdict"] }) {
  if (!verdict) return <span className="text-zinc-400">—</span>;
  const text = verdict.value === "true" ? "right" : verdict.value === "false" ? "wrong" : verdict.value;
  return (
    <Badge tone={labelTone({ name: "answer_correct", value: verdict.value })} title={describeSource(verdict.source)}>
      {text}
      {verdict.source.startsWith("human:") && <span className="font-normal opacity-75">(person)</span>}
    </Badge>
  );
}
