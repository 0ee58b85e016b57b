// Labels as training data for a judge or a PRM: one JSON line per label that holds, with the
// question, the gold answers, the steps before it (the prefix) and the step itself. Trajectory
// labels (answer_correct) carry every step as the prefix and no step.
import { readLabelValue, type TLabelValue } from "@/lib/labels/value";
import type { TStepKind } from "@/lib/trajectory";
import { effectiveLabels, isHumanSource } from "./current";
import type { TLabelVersionView } from "./types";

export const EXPORT_SCOPES = ["current", "people"] as const;
/** current: the label that holds on every labelled (step, name); people: only where a person's holds. */
export type TExportScope = (typeof EXPORT_SCOPES)[number];

export type TExportStepInput = {
  index: number;
  kind: TStepKind;
  reasoning: string | null;
  query: string | null;
  documents: unknown;
  conclusion: string | null;
  answer: string | null;
};

export type TExportTrajectoryInput = {
  id: string;
  externalId: string;
  dataset: string | null;
  trainingStep: number | null;
  question: string;
  goldenAnswers: string[];
  steps: TExportStepInput[];
  labels: TLabelVersionView[];
};

type TExportStep = Omit<TExportStepInput, "documents"> & { documents: { title: string | null; text: string }[] | null };

export type TLabelExportRecord = {
  run: string;
  trajectory_id: string;
  external_id: string;
  dataset: string | null;
  training_step: number | null;
  question: string;
  golden_answers: string[];
  step_index: number | null;
  prefix: TExportStep[];
  step: TExportStep | null;
  label: { name: string; value: TLabelValue; value_type: TLabelVersionView["valueType"] };
  rationale: string | null;
  source: string;
  author: string | null;
  version: number;
  /** What this label corrected, when it is a correction. */
  corrects: { source: string; value: TLabelValue; rationale: string | null } | null;
  created_at: string;
};

// Documents are untrusted JSON: keep objects with a text, as title + text.
function documentsOf(value: unknown): TExportStep["documents"] {
  if (!Array.isArray(value)) return null;
  return value.flatMap((d: unknown) => {
    const doc = d as { title?: unknown; text?: unknown } | null;
    if (!doc || typeof doc !== "object" || typeof doc.text !== "string") return [];
    return [{ title: typeof doc.title === "string" ? doc.title : null, text: doc.text }];
  });
}

const exportStep = (step: TExportStepInput): TExportStep => ({ ...step, documents: documentsOf(step.documents) });

export function labelExportRecords(run: string, t: TExportTrajectoryInput, scope: TExportScope): TLabelExportRecord[] {
  const byId = new Map(t.labels.map((l) => [l.id, l]));
  const steps = [...t.steps].sort((a, b) => a.index - b.index);
  return [...effectiveLabels(t.labels).values()]
    .filter((label) => scope === "current" || isHumanSource(label.source))
    .sort((a, b) => (a.stepIndex ?? -1) - (b.stepIndex ?? -1) || (a.name < b.name ? -1 : 1))
    .map((label) => {
      const step = label.stepIndex === null ? null : (steps.find((s) => s.index === label.stepIndex) ?? null);
      const corrected = label.correctsId ? byId.get(label.correctsId) : undefined;
      return {
        run,
        trajectory_id: t.id,
        external_id: t.externalId,
        dataset: t.dataset,
        training_step: t.trainingStep,
        question: t.question,
        golden_answers: t.goldenAnswers,
        step_index: label.stepIndex,
        prefix: steps.filter((s) => label.stepIndex === null || s.index < label.stepIndex).map(exportStep),
        step: step && exportStep(step),
        label: { name: label.name, value: readLabelValue(label), value_type: label.valueType },
        rationale: label.rationale,
        source: label.source,
        author: label.authorName,
        version: label.version,
        corrects: corrected
          ? { source: corrected.source, value: readLabelValue(corrected), rationale: corrected.rationale }
          : null,
        created_at: label.createdAt,
      };
    });
}
