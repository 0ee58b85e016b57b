"use client";

import type { KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { Kbd } from "@/components/ui/kbd";
import { effectiveLabel, humanSource, ownLabel } from "@/lib/annotate/current";
import { KNOWN_LABELS } from "@/lib/annotate/values";
import type { TAnnotation } from "./annotation-context";

/** The label being made: name, value and reason; Enter saves, Esc drops it. */
export function DraftEditor({ annotation }: { annotation: TAnnotation }) {
  const { draft, setDraft, save, isSaving, versions, mode, me } = annotation;
  if (!draft) return null;
  const target = versions.filter((l) => l.stepIndex === draft.stepIndex && l.name === draft.name.trim());
  const holder =
    mode.kind === "queue"
      ? ownLabel(target, { stepIndex: draft.stepIndex, name: draft.name.trim(), source: humanSource(me) })
      : effectiveLabel(target);
  const names = [...new Set([...Object.keys(KNOWN_LABELS), ...versions.map((l) => l.name)])].sort();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      setDraft(null);
    }
  };
  return (
    <form
      aria-label="New label"
      className="space-y-2 rounded border border-sky-300 bg-sky-50 p-2 dark:border-sky-800 dark:bg-sky-950"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {holder ? `Corrects ${holder.source}'s ${holder.value} (version ${holder.version}).` : "A new label here."}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Label">
          <Input
            list="annotate-label-names"
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            onKeyDown={onKeyDown}
            autoFocus={draft.name === ""}
            className="w-40"
          />
        </Field>
        <datalist id="annotate-label-names">
          {names.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <Field label="Value">
          <Input
            value={draft.valueText}
            onChange={(e) => setDraft({ ...draft, valueText: e.target.value })}
            onKeyDown={onKeyDown}
            className="w-28"
          />
        </Field>
        <Field label="Reason" className="min-w-48 flex-1">
          <Input
            value={draft.rationale}
            onChange={(e) => setDraft({ ...draft, rationale: e.target.value })}
            onKeyDown={onKeyDown}
            autoFocus={draft.name !== ""}
            placeholder="Why (optional)"
          />
        </Field>
        <Button type="submit" variant="primary" disabled={isSaving}>
          {isSaving ? "Saving…" : "Save"} <Kbd>Enter</Kbd>
        </Button>
        <Button onClick={() => setDraft(null)}>
          Drop <Kbd>Esc</Kbd>
        </Button>
      </div>
    </form>
  );
}
