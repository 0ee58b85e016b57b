"use client";

import { Button } from "@/components/ui/button";
import { Kbd } from "@/components/ui/kbd";
import { historyOf } from "@/lib/annotate/current";
import { draftForKey, VALUE_KEYS } from "@/lib/annotate/keys";
import { formatDateTime } from "@/lib/format/date";
import type { TStepKind } from "@/lib/trajectory/types";
import { type TAnnotation, type TFeedback } from "./annotation-context";
import { DraftEditor } from "./draft-editor";
import { LabelHistory } from "./label-history";

/** A step's (or the whole trajectory's) labels with their history, and the labelling controls when selected. */
export function StepAnnotation({
  annotation,
  stepIndex,
  kind,
}: {
  annotation: TAnnotation;
  stepIndex: number | null;
  kind: TStepKind | null;
}) {
  const here = annotation.versions.filter((l) => l.stepIndex === stepIndex);
  const names = [...new Set(here.map((l) => l.name))].sort();
  const isSelected = annotation.selected === (stepIndex ?? -1);
  const keys = VALUE_KEYS.filter((k) => {
    const result = draftForKey(k.key, { stepIndex, kind });
    return result && "draft" in result && result.draft.stepIndex === stepIndex;
  });
  const feedback = annotation.feedback?.stepIndex === stepIndex ? annotation.feedback : null;
  return (
    <div className="space-y-2 border-t border-zinc-100 pt-2 dark:border-zinc-800">
      {annotation.isLoading ? (
        <p className="text-xs text-zinc-500">Loading the history…</p>
      ) : names.length === 0 ? (
        <p className="text-xs text-zinc-500">No labels yet.</p>
      ) : (
        names.map((name) => <LabelHistory key={name} name={name} changes={historyOf(here, stepIndex, name)} />)
      )}
      {isSelected && !annotation.draft && (
        <div className="flex flex-wrap gap-1" aria-label="Set a label">
          {keys.map((k) => (
            <Button
              key={k.key}
              className="text-xs"
              onClick={() => annotation.handlers[k.key]?.()}
              title={k.description}
            >
              {k.name} {String(k.value)} <Kbd>{k.key}</Kbd>
            </Button>
          ))}
          <Button className="text-xs" onClick={() => annotation.handlers.l?.()}>
            other label <Kbd>l</Kbd>
          </Button>
        </div>
      )}
      {annotation.draft?.stepIndex === stepIndex && <DraftEditor annotation={annotation} />}
      {feedback && <FeedbackMessage feedback={feedback} />}
    </div>
  );
}

function FeedbackMessage({ feedback }: { feedback: TFeedback }) {
  if (feedback.tone === "ok") {
    return (
      <p role="status" className="text-xs text-emerald-700 dark:text-emerald-400">
        {feedback.message}
      </p>
    );
  }
  const { current } = feedback;
  return (
    <div
      role="alert"
      className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <p>{feedback.message}</p>
      {current && (
        <p className="mt-1 text-xs">
          Now: <strong>{current.value}</strong> by {current.authorName ?? current.source},{" "}
          {formatDateTime(current.createdAt)}
          {current.rationale && <> — “{current.rationale}”</>}. Press Enter to correct that, or Esc to drop yours.
        </p>
      )}
    </div>
  );
}
