import type { ReactNode } from "react";
import { Badge, type TBadgeTone } from "@/components/ui/badge";
import { formatScore } from "@/lib/browse/format";
import type { TLabelGroup } from "@/lib/browse/labels";
import type { TStepView } from "@/lib/browse/types";
import type { TStepKind } from "@/lib/trajectory/types";
import { LabelBadges } from "./step-labels";

// The parts of a step card that the trajectory page and the compare page's side-by-side share, so a
// step reads the same wherever it is shown.

const KIND_TONE: Record<TStepKind, TBadgeTone> = {
  plan: "info",
  reasoning: "neutral",
  search: "info",
  answer: "good",
  invalid: "bad",
};

/** "Step 3", its kind, its current labels and, when logged, its step reward. */
export function StepHeader({ step, labels }: { step: TStepView; labels: TLabelGroup["current"] }) {
  return (
    <header className="flex flex-wrap items-center gap-1.5">
      <span className="text-sm font-semibold tabular-nums">Step {step.index + 1}</span>
      <Badge tone={KIND_TONE[step.kind]}>{step.kind}</Badge>
      <LabelBadges labels={labels} />
      {step.reward !== null && (
        <span className="ml-auto text-xs tabular-nums text-zinc-500">step reward {formatScore(step.reward)}</span>
      )}
    </header>
  );
}

/** One titled part of a step: reasoning, search, documents, conclusion, answer. */
export function StepPart({
  name,
  children,
  className = "",
}: {
  name: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <h4 className="text-[11px] font-medium uppercase tracking-wide text-zinc-500">{name}</h4>
      <div className="mt-0.5">{children}</div>
    </div>
  );
}
