"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { rowDomId, useAnnotationContext } from "@/components/annotate/annotation-context";
import { StepAnnotation } from "@/components/annotate/step-annotation";
import { Button } from "@/components/ui/button";
import type { TLabelGroup } from "@/lib/browse/labels";
import { browseQueries } from "@/lib/browse/queries";
import type { TStepView } from "@/lib/browse/types";
import type { AnswerScheme } from "@/lib/metrics/answer";
import { DocumentItem } from "./document-item";
import { RichText } from "./rich-text";
import { StepHeader, StepPart } from "./step-header";
import { LabelList } from "./step-labels";

export type TStepContext = {
  runName: string;
  trajectoryId: string;
  golds: readonly string[];
  /** The run's answer normalization, when known: documents mark golds as "gold retrieved" finds them. */
  scheme?: AnswerScheme;
};

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
      <StepHeader step={step} labels={labels} />
      {step.reasoning && (
        <StepPart name={step.kind === "plan" ? "Plan" : "Reasoning"}>
          <RichText text={step.reasoning} golds={golds} className="text-sm" />
        </StepPart>
      )}
      {step.query !== null && (
        <StepPart name="Search">
          <p className="rounded border-l-4 border-sky-600 bg-sky-50 px-2 py-1 font-mono text-sm font-semibold text-sky-950 dark:bg-sky-950 dark:text-sky-100">
            <RichText text={step.query} />
          </p>
        </StepPart>
      )}
      {step.documents && step.documents.length > 0 && (
        <StepPart name={`Retrieved documents (${step.documents.length})`}>
          <ol className="space-y-1">
            {step.documents.map((document, i) => (
              <DocumentItem
                key={i}
                document={document}
                position={i}
                golds={golds}
                scheme={context.scheme}
                // The full step (fetched on demand) is not checked: the cut one carries the marks.
                hasGold={cut.documents?.[i]?.hasGold ?? false}
                step={{ ...context, index: step.index }}
              />
            ))}
          </ol>
        </StepPart>
      )}
      {step.conclusion && (
        <StepPart name="Conclusion">
          <RichText text={step.conclusion} golds={golds} className="text-sm" />
        </StepPart>
      )}
      {step.answer !== null && (
        <StepPart name="Answer">
          <p className="font-semibold">
            <RichText text={step.answer} golds={golds} />
          </p>
        </StepPart>
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
