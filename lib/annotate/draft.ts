// From a draft (what the annotator typed) to the body of POST /labels: the value read with the
// type the name has, checked, and the label it corrects — the one that holds for everyone on the
// trajectory page, the annotator's own in a queue — at the version they saw.
import type { TStepKind } from "@/lib/trajectory";
import { effectiveLabel, humanSource, ownLabel } from "./current";
import type { TSaveLabelBody } from "./schemas";
import type { TLabelVersionView } from "./types";
import { checkLabelValue, inferValueType, KNOWN_LABELS, parseValueText } from "./values";

export type TDraft = { stepIndex: number | null; name: string; valueText: string; rationale: string };

export type TAnnotationMode = { kind: "correct" } | { kind: "queue"; queueId: number; position: number };

export function prepareSave(input: {
  draft: TDraft;
  trajectoryId: string;
  stepKind: TStepKind | null;
  versions: readonly TLabelVersionView[];
  mode: TAnnotationMode;
  me: string;
}): { body: TSaveLabelBody } | { error: string } {
  const { draft, mode } = input;
  const name = draft.name.trim();
  if (!name) return { error: "Name the label." };
  const target = input.versions.filter((l) => l.stepIndex === draft.stepIndex && l.name === name);
  const valueType = target[0]?.valueType ?? KNOWN_LABELS[name]?.valueType ?? inferValueType(draft.valueText);
  const value = parseValueText(draft.valueText, valueType);
  if (value === null) return { error: `${name} takes a ${valueType} value.` };
  const invalid = checkLabelValue({ name, value, stepKind: input.stepKind, existingType: target[0]?.valueType });
  if (invalid) return { error: invalid };
  const holder =
    mode.kind === "queue"
      ? ownLabel(target, { stepIndex: draft.stepIndex, name, source: humanSource(input.me) })
      : effectiveLabel(target);
  return {
    body: {
      trajectoryId: input.trajectoryId,
      stepIndex: draft.stepIndex,
      name,
      value,
      rationale: draft.rationale.trim() || null,
      corrects: holder ? { id: holder.id, version: holder.version } : null,
      ...(mode.kind === "queue" ? { queue: { queueId: mode.queueId, position: mode.position } } : {}),
    },
  };
}
