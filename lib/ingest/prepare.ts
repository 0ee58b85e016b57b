import { behaviourMask, detectBehaviours } from "@/lib/behaviour/detectors";
import { isGoldIn, normalizedGolds, RetrievedTexts } from "@/lib/failures/gold-in-documents";
import { scoreAnswer, type AnswerScheme } from "@/lib/metrics/answer";
import { storeLabelValue, type TStoredLabelValue } from "@/lib/labels/value";
import { ingestedFlags } from "@/lib/annotate/flags";
import { storedStepCounts, type TStoredCounts } from "@/lib/rewards/formula/step-counts";
import { rewardFeatures } from "@/lib/rewards/stored-features";
import { parseSteps } from "@/lib/trajectory";
import type { TLabel, TStepRecord, TTrajectoryRecord } from "./canonical";

// A validated trajectory record becomes the rows trajscope stores: its steps (given, or parsed
// from the raw response), outcome metrics (logged, or computed with the run's normalization),
// counts and the flags the browse filters use. Pure: the writer in lib/db only copies rows.

export type TPreparedLabel = TStoredLabelValue & {
  stepIndex: number | null;
  source: string;
  name: string;
  rationale: string | null;
  createdAt: string | null;
};

export type TPreparedStep = {
  index: number;
  kind: TStepRecord["kind"];
  reasoning: string | null;
  query: string | null;
  documents: NonNullable<TStepRecord["documents"]> | null;
  conclusion: string | null;
  answer: string | null;
  reward: number | null;
  spanStart: number | null;
  spanEnd: number | null;
};

export type TPreparedTrajectory = {
  externalId: string;
  contentHash: string;
  trainingStep: number | null;
  split: string | null;
  groupId: string | null;
  sampleIndex: number | null;
  dataset: string | null;
  question: string;
  goldenAnswers: string[];
  response: string | null;
  finalAnswer: string | null;
  stopReason: string | null;
  em: number | null;
  f1: number | null;
  acc: number | null;
  reward: number | null;
  rewardComponents: Record<string, number> | null;
  loggedAdvantage: number | null;
  stepCount: number;
  searchCount: number;
  turnCount: number | null;
  isFormatValid: boolean | null;
  hasOverSearch: boolean;
  hasUnderSearch: boolean;
  isFlawedButCorrect: boolean;
  /** A gold answer in a retrieved document; null when not applicable (lib/failures). */
  goldRetrieved: boolean | null;
  /**
   * The formula's step counts (lib/rewards/formula/step-counts.ts); null when a label carries a
   * time, as its place in the stored order depends on the ingest's time (write-trajectories.ts).
   */
  stepCounts: TStoredCounts | null;
  /** The behaviour detectors that fired, one bit each (lib/behaviour/detectors.ts). */
  behaviourFlags: number;
  /** What Search-R1's and HiPRAG's presets read of the response (lib/rewards/stored-features.ts). */
  rewardFeatures: number;
  referencePlan: string[];
  meta: Record<string, unknown> | null;
  steps: TPreparedStep[];
  labels: TPreparedLabel[];
};

// Objects are built field by field here, not spread: spreading the validated records was a tenth of
// ingest's CPU (a spread copies through the generic path, 20× a literal on bench:ingest's steps).

export function prepareLabel(label: TLabel, stepIndex: number | null): TPreparedLabel {
  const stored = storeLabelValue(label.value);
  return {
    valueType: stored.valueType,
    value: stored.value,
    valueNumber: stored.valueNumber,
    stepIndex,
    source: label.source,
    name: label.name,
    rationale: label.rationale ?? null,
    createdAt: label.created_at ?? null,
  };
}

function stepsOf(record: TTrajectoryRecord) {
  if (record.steps) {
    return { steps: record.steps, parsed: null };
  }
  if (!record.response) return { steps: [], parsed: null };
  const parsed = parseSteps(record.response);
  const steps: TStepRecord[] = parsed.steps.map((step) => ({ ...step, span: [step.span.start, step.span.end] }));
  return { steps, parsed };
}

export function prepareTrajectory(
  record: TTrajectoryRecord,
  identity: { externalId: string; contentHash: string },
  scheme: AnswerScheme,
): TPreparedTrajectory {
  const { steps: stepRecords, parsed } = stepsOf(record);
  const steps = stepRecords.map((step, i): TPreparedStep => ({
    index: step.index ?? i,
    kind: step.kind,
    reasoning: step.reasoning ?? null,
    query: step.query ?? null,
    documents: step.documents ?? null,
    conclusion: step.conclusion ?? null,
    answer: step.answer ?? null,
    reward: step.reward ?? null,
    spanStart: step.span?.[0] ?? null,
    spanEnd: step.span?.[1] ?? null,
  }));
  const labels = [
    ...(record.labels ?? []).map((label) => prepareLabel(label, null)),
    ...stepRecords.flatMap((step, i) => (step.labels ?? []).map((label) => prepareLabel(label, steps[i]!.index))),
  ];
  const finalAnswer =
    record.final_answer ?? parsed?.finalAnswer ?? steps.findLast((s) => s.kind === "answer")?.answer ?? null;
  const logged = record.metrics;
  const isLoggedInFull = logged?.em != null && logged.f1 != null && logged.acc != null;
  const computed =
    !isLoggedInFull && record.golden_answers.length > 0
      ? scoreAnswer(finalAnswer, record.golden_answers, scheme)
      : null;
  const em = record.metrics?.em ?? computed?.em ?? null;
  const acc = record.metrics?.acc ?? computed?.acc ?? null;
  const isFormatValid = record.format_valid ?? parsed?.isFormatValid ?? null;
  const response = record.response ?? null;
  const reward = record.reward?.total ?? null;
  const retrieved = RetrievedTexts.of(
    steps.map((s) => s.documents),
    scheme,
  );
  const searchCount = steps.filter((s) => s.kind === "search").length;
  // In the record's order, which is the order stored when no label has a time of its own; else the
  // writer derives flags and counts again from the order stored (lib/ingest/server/write-trajectories.ts).
  const flags = ingestedFlags({ em, steps, labels });

  return {
    externalId: identity.externalId,
    contentHash: identity.contentHash,
    trainingStep: record.step ?? null,
    split: record.split ?? null,
    groupId: record.group ?? null,
    sampleIndex: record.sample ?? null,
    dataset: record.dataset ?? null,
    question: record.question,
    goldenAnswers: record.golden_answers,
    response,
    finalAnswer,
    stopReason: record.stop_reason ?? null,
    em,
    f1: record.metrics?.f1 ?? computed?.f1 ?? null,
    acc,
    reward,
    rewardComponents: record.reward?.components ?? null,
    loggedAdvantage: record.advantage ?? null,
    stepCount: steps.length,
    searchCount,
    // A turn ends with each search call and with the answer (Search-R1's max_turns counts these).
    turnCount: record.turns ?? (steps.length ? searchCount + (finalAnswer === null ? 0 : 1) : null),
    isFormatValid,
    hasOverSearch: flags.hasOverSearch,
    hasUnderSearch: flags.hasUnderSearch,
    isFlawedButCorrect: flags.isFlawedButCorrect,
    goldRetrieved: isGoldIn(normalizedGolds(record.golden_answers, scheme), retrieved),
    stepCounts: labels.every((l) => l.createdAt === null) ? storedStepCounts(steps, labels) : null,
    behaviourFlags: behaviourMask(
      detectBehaviours(
        { question: record.question, goldenAnswers: record.golden_answers, finalAnswer, reward, em, steps, retrieved },
        scheme,
      ),
    ),
    // The fields the what-if loads for these presets (lib/what-if/server/reward-inputs.ts).
    rewardFeatures: rewardFeatures({
      steps,
      em,
      acc,
      isFormatValid,
      finalAnswer,
      goldenAnswers: record.golden_answers,
      response,
    }),
    referencePlan: record.reference_plan ?? [],
    meta: record.meta ?? null,
    steps,
    labels,
  };
}
