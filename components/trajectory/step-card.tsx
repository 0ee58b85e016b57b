"use client";

import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { rowDomId, useAnnotationContext } from "@/components/annotate/annotation-context";
import { StepAnnotation } from "@/components/annotate/step-annotation";
import { Badge, type TBadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatScore } from "@/lib/browse/format";
import type { TLabelGroup } from "@/lib/browse/labels";
import { browseQueries } from "@/lib/browse/queries";
import type { TStepView } from "@/lib/browse/types";
import type { TStepKind } from "@/lib/trajectory/types";
import { DocumentItem } from "./document-item";
import { RichText } from "./rich-text";
import { LabelBadges, LabelList } from "./step-labels";

const KIND_TONE: Record<TStepKind, TBadgeTone> = {
  plan: "info",
  reasoning: "neutral",
  search: "info",
  answer: "good",
  invalid: "bad",
};

function Part({ kind, children, className = "" }: { kind: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <h4 className="text-[11px] font-medium uppercase tracking-wide text-zinc-500">{kind}</h4>
      <div className="mt-0.5">{children}</div>
    </div>
  );
}

export type TStepContext = { runName: string; trajectoryId: string; golds: readonly string[] };

/** One step in order: what kind it is, its parts (the query emphasised), documents and labels. */
export function StepCard({
  step: cut,
  labels,
  context,
}: {
  step: TStepView;
  labels: TLabelGroup["current"];
  context: TStepContext;
}) {
  const [isFull, setFull] = useState(false);
  const full = useQuery({ ...browseQueries.step(context.runName, context.trajectoryId, cut.index), enabled: isFull });
  const step = isFull && full.data ? full.data : cut;
  const { golds } = context;
  // While someone labels, a click selects the step and its labels show with their history.
  const annotation = useAnnotationContext();
  const isSelected = annotation?.selected === step.index;
  return (
    <article
      id={annotation ? rowDomId(step.index) : undefined}
      aria-label={`Step ${step.index + 1}: ${step.kind}`}
      aria-current={isSelected ? "step" : undefined}
      onClick={annotation && !isSelected ? () => annotation.select(step.index) : undefined}
      className={`space-y-2 rounded-lg border bg-white p-3 dark:bg-zinc-900 ${
        isSelected ? "border-sky-600 ring-2 ring-sky-600/40" : "border-zinc-200 dark:border-zinc-800"
      }`}
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
        <Part kind={step.kind === "plan" ? "Plan" : "Reasoning"}>
          <RichText text={step.reasoning} golds={golds} className="text-sm" />
        </Part>
      )}
      {step.query !== null && (
        <Part kind="Search">
          <p className="rounded border-l-4 border-sky-600 bg-sky-50 px-2 py-1 font-mono text-sm font-semibold text-sky-950 dark:bg-sky-950 dark:text-sky-100">
            <RichText text={step.query} />
          </p>
        </Part>
      )}
      {step.documents && step.documents.length > 0 && (
        <Part kind={`Retrieved documents (${step.documents.length})`}>
          <ol className="space-y-1">
            {step.documents.map((document, i) => (
              <DocumentItem
                key={i}
                document={document}
                position={i}
                golds={golds}
                step={{ ...context, index: step.index }}
              />
            ))}
          </ol>
        </Part>
      )}
      {step.conclusion && (
        <Part kind="Conclusion">
          <RichText text={step.conclusion} golds={golds} className="text-sm" />
        </Part>
      )}
      {step.answer !== null && (
        <Part kind="Answer">
          <p className="font-semibold">
            <RichText text={step.answer} golds={golds} />
          </p>
        </Part>
      )}
      {cut.truncatedFields.length > 0 && !(isFull && full.data) && (
        <p className="text-xs text-zinc-500">
          {cut.truncatedFields.join(", ")} cut for length.{" "}
          <Button variant="ghost" className="text-xs" onClick={() => setFull(true)} disabled={isFull && full.isPending}>
            {isFull && full.isPending ? "Loading…" : "Show the whole step"}
          </Button>
          {full.isError && <span role="alert"> Could not load it: {full.error.message}</span>}
        </p>
      )}
      {annotation ? (
        <StepAnnotation annotation={annotation} stepIndex={step.index} kind={step.kind} />
      ) : (
        <LabelList labels={labels} />
      )}
    </article>
  );
}
