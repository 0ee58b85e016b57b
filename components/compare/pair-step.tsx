import { RichText } from "@/components/trajectory/rich-text";
import { StepHeader, StepPart } from "@/components/trajectory/step-header";
import { LabelList } from "@/components/trajectory/step-labels";
import type { TLabelGroup } from "@/lib/browse/labels";
import type { TStepView } from "@/lib/browse/types";

// One step in the side-by-side view. Static on purpose: it shows what the page was given (the
// trajectory endpoint's cut texts, or a snapshot's) and never fetches more, so a snapshot page
// reaches for no live data.

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
      <StepHeader step={step} labels={labels} />
      {step.reasoning && (
        <StepPart name={step.kind === "plan" ? "Plan" : "Reasoning"} className="text-sm">
          <RichText text={step.reasoning} golds={golds} />
        </StepPart>
      )}
      {step.query !== null && (
        <StepPart name="Search" className="text-sm">
          <span className="font-mono font-semibold">
            <RichText text={step.query} links={false} />
          </span>
        </StepPart>
      )}
      {step.documents && step.documents.length > 0 && (
        <StepPart name={`Retrieved documents (${step.documents.length})`} className="text-sm">
          <ol className="list-decimal space-y-0.5 pl-5 text-xs text-zinc-600 dark:text-zinc-400">
            {step.documents.map((document, i) => (
              <li key={i}>
                <RichText text={document.title ?? document.text.slice(0, 120)} golds={golds} links={false} />
              </li>
            ))}
          </ol>
        </StepPart>
      )}
      {step.conclusion && (
        <StepPart name="Conclusion" className="text-sm">
          <RichText text={step.conclusion} golds={golds} />
        </StepPart>
      )}
      {step.answer !== null && (
        <StepPart name="Answer" className="text-sm">
          <strong>
            <RichText text={step.answer} golds={golds} />
          </strong>
        </StepPart>
      )}
      {step.truncatedFields.length > 0 && (
        <p className="text-xs text-zinc-500">{step.truncatedFields.join(", ")} cut for length.</p>
      )}
      <LabelList labels={labels} />
    </article>
  );
}
