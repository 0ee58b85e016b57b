import { readLabelValue } from "@/lib/labels/value";
import { FORMAT_NAME, FORMAT_VERSION, type TCanonicalInput, type TLabel } from "./canonical";
import type { TPreparedTrajectory } from "./prepare";

// Stored rows back to canonical records: what `trajscope export` writes. Ingesting the output
// into an empty database and exporting again gives the same bytes, so nulls are left out and
// every field that ingest would derive (metrics, counts, validity) is written as stored.

type TRow = Record<string, unknown>;
type TLabelRow = {
  stepIndex: number | null;
  source: string;
  name: string;
  valueType: "boolean" | "number" | "category";
  value: string;
  rationale: string | null;
  createdAt: Date;
};

const compact = <T extends TRow>(record: T): T =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined)) as T;

const labelOf = (l: TLabelRow): TLabel =>
  compact({
    source: l.source,
    name: l.name,
    value: readLabelValue(l),
    rationale: l.rationale,
    created_at: l.createdAt.toISOString(),
  });

export const metaRecord = (): TCanonicalInput => ({ type: "meta", format: FORMAT_NAME, version: FORMAT_VERSION });

export function runRecord(run: {
  name: string;
  method: string | null;
  model: string | null;
  algorithm: string | null;
  config: unknown;
  tags: string[];
  notes: string | null;
}): TCanonicalInput {
  return compact({
    type: "run" as const,
    run: run.name,
    method: run.method,
    model: run.model,
    algorithm: run.algorithm,
    config: run.config as never,
    tags: run.tags,
    notes: run.notes,
  });
}

// What export reads back: the columns ingest wrote (TPreparedTrajectory), less the derived ones,
// with JSON columns as the database returns them.
type TTrajectoryRow = Omit<
  TPreparedTrajectory,
  | "contentHash"
  | "stepCount"
  | "searchCount"
  | "hasOverSearch"
  | "hasUnderSearch"
  | "isFlawedButCorrect"
  | "behaviourFlags"
  | "rewardFeatures"
  | "stepCounts"
  | "rewardComponents"
  | "meta"
  | "steps"
  | "labels"
> & {
  rewardComponents: unknown;
  meta: unknown;
  steps: {
    index: number;
    kind: string;
    reasoning: string | null;
    query: string | null;
    documents: unknown;
    conclusion: string | null;
    answer: string | null;
    reward: number | null;
    spanStart: number | null;
    spanEnd: number | null;
  }[];
  labels: TLabelRow[];
};

export function trajectoryRecord(t: TTrajectoryRow): TCanonicalInput {
  const labelsAt = (index: number | null) => t.labels.filter((l) => l.stepIndex === index).map(labelOf);
  const steps = t.steps.map((s) =>
    compact({
      index: s.index,
      kind: s.kind as never,
      reasoning: s.reasoning,
      query: s.query,
      documents: s.documents as never,
      conclusion: s.conclusion,
      answer: s.answer,
      reward: s.reward,
      span: s.spanStart !== null && s.spanEnd !== null ? ([s.spanStart, s.spanEnd] as [number, number]) : null,
      labels: labelsAt(s.index),
    }),
  );
  const metrics = compact({ em: t.em, f1: t.f1, acc: t.acc });
  const reward = compact({ total: t.reward, components: t.rewardComponents as Record<string, number> | null });
  return compact({
    type: "trajectory" as const,
    id: t.externalId,
    step: t.trainingStep,
    split: t.split,
    group: t.groupId,
    sample: t.sampleIndex,
    dataset: t.dataset,
    question: t.question,
    golden_answers: t.goldenAnswers,
    response: t.response,
    final_answer: t.finalAnswer,
    stop_reason: t.stopReason,
    metrics: Object.keys(metrics).length ? metrics : null,
    reward: Object.keys(reward).length ? reward : null,
    advantage: t.loggedAdvantage,
    format_valid: t.isFormatValid,
    turns: t.turnCount,
    steps,
    labels: labelsAt(null),
    reference_plan: t.referencePlan.length ? t.referencePlan : null,
    meta: t.meta as Record<string, unknown> | null,
  });
}

/** Metric points grouped per training step, one record each. */
export function* metricsRecords(
  points: Iterable<{ trainingStep: number; name: string; value: number }>,
): Generator<TCanonicalInput> {
  let step: number | null = null;
  let values: Record<string, number> = {};
  for (const point of points) {
    if (step !== null && point.trainingStep !== step) {
      yield { type: "metrics", step, values };
      values = {};
    }
    step = point.trainingStep;
    values[point.name] = point.value;
  }
  if (step !== null) yield { type: "metrics", step, values };
}
