// The browse run: 51 trajectories over three datasets and five training steps (one of 500 steps), with parsed steps
// and documents, judge/PRM/human labels with rationales, a correction, reward components, and one
// trajectory whose documents carry hostile markup. Flags follow from the labels, as ingest does.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { TDatabase } from "@/lib/db/connection";
import { refreshRunStepCounts } from "@/lib/annotate/server/backfill-step-counts";
import { refreshGoldRetrieved } from "@/lib/failures/server/backfill-gold";
import { refreshRewardFeatures } from "@/lib/what-if/server/backfill-reward-features";
import { scoreAnswer } from "@/lib/metrics/answer";
import { storeStepDocuments } from "@/test/step-documents";
import { parseSteps, type TDialect, type TParsedStep } from "@/lib/trajectory";
import { buildLabels, type TSeedLabel } from "./seed-browse-labels";
import { hostileResponse, longResponse, syntheticResponse } from "./seed-browse-text";
import { BROWSE_RUN } from "./seeded-runs";

const FIXTURES = path.join(import.meta.dirname, "fixtures");
const readLines = (file: string) =>
  readFileSync(path.join(FIXTURES, file), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

export type TSeedTrajectory = {
  externalId: string;
  dataset: string;
  split: string;
  trainingStep: number;
  question: string;
  golds: string[];
  response: string;
  dialect: TDialect;
  /** The real judge verdict of the R1-Searcher evaluation, when there is one. */
  judgeVerdict: string | null;
};

function samples(): TSeedTrajectory[] {
  const nq = readLines("flashrag-nq-test.jsonl");
  const first = nq[0]!;
  const hostile: TSeedTrajectory = {
    externalId: "nq-hostile",
    dataset: "nq",
    split: "train",
    trainingStep: 0,
    question: BROWSE_RUN.hostile.question,
    golds: first.golden_answers as string[],
    response: hostileResponse((first.golden_answers as string[])[0]!),
    dialect: "search-r1",
    judgeVerdict: null,
  };
  const bamboogle = readLines("r1-searcher-bamboogle-qwen.jsonl").map((s, i) => ({
    externalId: `bamboogle-${i}`,
    dataset: "bamboogle",
    split: "test",
    trainingStep: (i % 4) * 100,
    question: s.question as string,
    golds: [s.answer as string],
    response: s.gen_text_store as string,
    dialect: "r1-searcher" as const,
    judgeVerdict: s.gpt4o_output as string,
  }));
  const synthetic = (
    rows: Record<string, unknown>[],
    dataset: string,
    golds: (r: Record<string, unknown>) => string[],
  ) =>
    rows.map((s, i) => ({
      externalId: `${dataset}-${i}`,
      dataset,
      split: "train",
      trainingStep: (i % 4) * 100,
      question: s.question as string,
      golds: golds(s),
      response: syntheticResponse({ question: s.question as string, golds: golds(s), isCorrect: i % 3 !== 2 }),
      dialect: "search-r1" as const,
      judgeVerdict: null,
    }));
  // Last in training order, so it closes the default list.
  const long: TSeedTrajectory = {
    externalId: BROWSE_RUN.long.externalId,
    dataset: "nq",
    split: "train",
    trainingStep: 400,
    question: BROWSE_RUN.long.question,
    golds: ["Paris"],
    response: longResponse(BROWSE_RUN.long.steps - 1),
    dialect: "search-r1",
    judgeVerdict: null,
  };
  return [
    hostile,
    ...bamboogle,
    ...synthetic(readLines("hotpotqa-dev.jsonl"), "hotpotqa", (s) => [s.answer as string]),
    ...synthetic(nq.slice(1), "nq", (s) => s.golden_answers as string[]),
    long,
  ];
}

export async function seedBrowseRun(db: TDatabase): Promise<void> {
  const run = await db.prisma.run.create({
    data: {
      name: BROWSE_RUN.name,
      method: "Search-P1",
      model: "Qwen2.5-7B-Instruct",
      algorithm: "GRPO",
      config: { reward: { preset: "search-p1", weights: BROWSE_RUN.rewardWeights } },
    },
    select: { id: true },
  });
  for (const [k, sample] of samples().entries()) {
    const parsed = parseSteps(sample.response, { dialect: sample.dialect });
    const score = scoreAnswer(parsed.finalAnswer ?? "", sample.golds, "flashrag");
    // The 500-step trajectory is labelled on its first steps only: enough to show, quick to seed.
    const labels = buildLabels(k, sample, parsed.steps, score.em >= 1).filter(
      (l) => sample.externalId !== BROWSE_RUN.long.externalId || l.stepIndex === null || l.stepIndex < 5,
    );
    await insertTrajectory(db, run.id, {
      sample,
      steps: parsed.steps,
      isFormatValid: parsed.isFormatValid,
      finalAnswer: parsed.finalAnswer,
      score,
      labels,
      k,
    });
  }
  // Written without ingest: fill what ingest computes (the search-vs-reading cells, the step counts,
  // the reward features).
  await refreshGoldRetrieved(db, { runId: run.id, scheme: "flashrag" });
  await refreshRunStepCounts(db, run.id);
  await refreshRewardFeatures(db, run.id);
}

async function insertTrajectory(
  db: TDatabase,
  runId: number,
  input: {
    sample: TSeedTrajectory;
    steps: TParsedStep[];
    isFormatValid: boolean;
    finalAnswer: string | null;
    score: { em: number; f1: number; acc: number };
    labels: TSeedLabel[];
    k: number;
  },
) {
  const { sample, steps, score, labels, k } = input;
  // Current labels decide the flags: a corrected label no longer counts.
  const current = labels.filter((l) => !labels.some((other) => other.corrects === l));
  const has = (name: string, value: string) => current.some((l) => l.name === name && l.value === value);
  const path = Math.round(((k * 37) % 100) / 10) / 10;
  const format = input.isFormatValid ? 1 : 0;
  const trajectory = await db.prisma.trajectory.create({
    data: {
      runId,
      externalId: sample.externalId,
      trainingStep: sample.trainingStep,
      split: sample.split,
      groupId: `${sample.dataset}-q${Math.floor(k / 4)}`,
      sampleIndex: k % 4,
      dataset: sample.dataset,
      question: sample.question,
      goldenAnswers: sample.golds,
      response: sample.response,
      finalAnswer: input.finalAnswer,
      stopReason: "finished",
      em: score.em,
      f1: score.f1,
      acc: score.acc,
      reward: 0.6 * score.em + 0.3 * path + 0.1 * format,
      rewardComponents: { accuracy: score.em, path, format },
      stepCount: steps.length,
      searchCount: steps.filter((s) => s.kind === "search").length,
      turnCount: steps.length,
      isFormatValid: input.isFormatValid,
      hasOverSearch: has("over_search", "true"),
      hasUnderSearch: has("under_search", "true"),
      isFlawedButCorrect: score.em >= 1 && has("step_quality", "BAD"),
      contentHash: `seed-${sample.externalId}`,
    },
    select: { id: true },
  });
  await db.prisma.step.createMany({
    data: steps.map((s) => ({
      runId,
      trajectoryId: trajectory.id,
      index: s.index,
      kind: s.kind,
      reasoning: s.reasoning,
      query: s.query,
      conclusion: s.conclusion,
      answer: s.answer,
      spanStart: s.span.start,
      spanEnd: s.span.end,
    })),
  });
  for (const s of steps) {
    await storeStepDocuments(db, { runId, trajectoryId: trajectory.id, index: s.index }, s.documents);
  }
  // One at a time, so a correction can point at the id of the label it corrects.
  const ids = new Map<TSeedLabel, bigint>();
  for (const label of labels) {
    const created = await db.prisma.label.create({
      data: {
        runId,
        trajectoryId: trajectory.id,
        stepIndex: label.stepIndex,
        source: label.source,
        name: label.name,
        valueType: label.valueType,
        value: label.value,
        valueNumber:
          label.valueType === "category"
            ? null
            : label.valueType === "boolean"
              ? Number(label.value === "true")
              : Number(label.value),
        rationale: label.rationale,
        correctsId: label.corrects ? ids.get(label.corrects) : null,
      },
      select: { id: true },
    });
    ids.set(label, created.id);
  }
}
