import type { ReactNode } from "react";
import { Badge, type TBadgeTone } from "@/components/ui/badge";
import { RichText } from "@/components/trajectory/rich-text";
import { LabelBadges, LabelList } from "@/components/trajectory/step-labels";
import { formatScore } from "@/lib/browse/format";
import type { TLabelGroup } from "@/lib/browse/labels";
import type { TStepView } from "@/lib/browse/types";
import type { TStepKind } from "@/lib/trajectory/types";

// One step in the side-by-side view. Static on purpose: it shows what the page was given (the
// trajectory endpoint's cut texts, or a snapshot's) and never fetches more, so a snapshot page
// reaches for no live data.

const KIND_TONE: Record<TStepKind, TBadgeTone> = {
  plan: "info",
  reasoning: "neutral",
  search: "info",
  answer: "good",
  invalid: "bad",
};

function Part({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="text-[11px] font-medium uppercase tracking-wide text-zinc-500">{name}</h4>
      <div className="mt-0.5 text-sm">{children}</div>
    </div>
  );
}

export function PairStep({
  step,
  labels,
  golds,
}: {
  step: TStepView;
  labels: TLabelGroup["current"];
  golds: readonly string[];
}) {
  return (
    <article
      aria-label={`Step ${step.index + 1}: ${step.kind}`}
      className="h-full space-y-1.5 rounded-lg border border-zinc-200 bg-white p-2.5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <header className="flex flex-wrap items-center gap-1.5">
        <span className="text-sm font-semibold tabular-nums">Step {step.index + 1}</span>
        <Badge tone={KIND_TONE[step.kind]}>{step.kind}</Badge>
        <LabelBadges labels={labels} />
        {step.reward !== null && (
          <span className="ml-auto text-xs tabular-nums text-zinc-500">step reward {formatScore(step.reward)}</span>
        )}
      </header>
      {step.reasoning && (
        <Part name={step.kind === "plan" ? "Plan" : "Reasoning"}>
          <RichText text={step.reasoning} golds={golds} />
        </Part>
      )}
      {step.query !== null && (
        <Part name="Search">
          <span className="font-mono font-semibold">
            <RichText text={step.query} links={false} />
          </span>
        </Part>
      )}
      {step.documents && step.documents.length > 0 && (
        <Part name={`Retrieved documents (${step.documents.length})`}>
          <ol className="list-decimal space-y-0.5 pl-5 text-xs text-zinc-600 dark:text-zinc-400">
            {step.documents.map((document, i) => (
              <li key={i}>
                <RichText text={document.title ?? document.text.slice(0, 120)} golds={golds} links={false} />
              </li>
            ))}
          </ol>
        </Part>
      )}
      {step.conclusion && (
        <Part name="Conclusion">
          <RichText text={step.conclusion} golds={golds} />
        </Part>
      )}
      {step.answer !== null && (
        <Part name="Answer">
          <strong>
            <RichText text={step.answer} golds={golds} />
          </strong>
        </Part>
      )}
      {step.truncatedFields.length > 0 && (
        <p className="text-xs text-zinc-500">{step.truncatedFields.join(", ")} cut for length.</p>
      )}
      <LabelList labels={labels} />
    </article>
  );
}
