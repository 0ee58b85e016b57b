import "server-only";
import type { TDatabase } from "../lib/db/connection";
import { behaviourMask, type TBehaviour } from "../lib/behaviour/detectors";
import { refreshQuestionStats } from "../lib/questions/server/question-stats";
import { refreshRunStepCounts } from "../lib/annotate/server/backfill-step-counts";
import { refreshRewardFeatures } from "../lib/what-if/server/backfill-reward-features";
import { storeStepDocuments } from "./step-documents";

// Small runs with known properties for the browse integration tests: every test makes its own
// run (unique name), so tests never see each other's rows.

export type TTestStep = {
  kind: "plan" | "reasoning" | "search" | "answer" | "invalid";
  query?: string;
  reasoning?: string;
  documents?: unknown;
  spanStart?: number;
  spanEnd?: number;
};
export type TTestLabel = {
  step: number | null;
  source: string;
  name: string;
  value: string;
  rationale?: string;
  type?: "boolean" | "number" | "category";
  /** Index (in this trajectory's labels) of the label this one corrects. */
  corrects?: number;
  createdAt?: string;
};
export type TTestTrajectory = {
  key: string;
  step?: number | null;
  dataset?: string | null;
  split?: string | null;
  group?: string | null;
  sample?: number | null;
  em?: number | null;
  f1?: number | null;
  reward?: number | null;
  components?: Record<string, number>;
  searches?: number;
  overSearch?: boolean;
  underSearch?: boolean;
  formatValid?: boolean | null;
  flawed?: boolean;
  /** The behaviour detectors that fired (stored as behaviour_flags); none given: not computed. */
  behaviours?: TBehaviour[];
  question?: string;
  answer?: string | null;
  response?: string | null;
  golds?: string[];
  steps?: TTestStep[];
  labels?: TTestLabel[];
};

let counter = 0;

/** Creates a run with these trajectories (in order, so ids ascend) and returns ids by key. */
export async function createTestRun(
  db: TDatabase,
  trajectories: TTestTrajectory[],
  config: object = {},
): Promise<{ runId: number; runName: string; ids: Record<string, string>; keyOf: (id: string) => string }> {
  const runName = `browse-test-${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 8)}`;
  const run = await db.prisma.run.create({ data: { name: runName, config }, select: { id: true } });
  const ids: Record<string, string> = {};
  for (const t of trajectories) {
    const row = await db.prisma.trajectory.create({
      data: {
        runId: run.id,
        externalId: t.key,
        trainingStep: t.step === undefined ? 0 : t.step,
        dataset: t.dataset === undefined ? "nq" : t.dataset,
        split: t.split ?? "train",
        groupId: t.group ?? null,
        sampleIndex: t.sample ?? null,
        question: t.question ?? `Question ${t.key}?`,
        goldenAnswers: t.golds ?? [],
        finalAnswer: t.answer === undefined ? `answer ${t.key}` : t.answer,
        response: t.response ?? null,
        em: t.em === undefined ? 0 : t.em,
        f1: t.f1 === undefined ? 0 : t.f1,
        acc: t.em ?? null,
        reward: t.reward === undefined ? 0 : t.reward,
        rewardComponents: t.components,
        searchCount: t.searches ?? 0,
        stepCount: t.steps?.length ?? 0,
        isFormatValid: t.formatValid === undefined ? true : t.formatValid,
        hasOverSearch: t.overSearch ?? false,
        hasUnderSearch: t.underSearch ?? false,
        isFlawedButCorrect: t.flawed ?? false,
        behaviourFlags: t.behaviours ? behaviourMask(t.behaviours) : null,
        contentHash: t.key,
      },
      select: { id: true },
    });
    ids[t.key] = String(row.id);
    const steps = t.steps ?? [];
    if (steps.length) {
      await db.prisma.step.createMany({
        data: steps.map((s, index) => ({
          runId: run.id,
          trajectoryId: row.id,
          index,
          kind: s.kind,
          query: s.query ?? null,
          reasoning: s.reasoning ?? null,
          spanStart: s.spanStart ?? null,
          spanEnd: s.spanEnd ?? null,
        })),
      });
      for (const [index, s] of steps.entries()) {
        await storeStepDocuments(db, { runId: run.id, trajectoryId: row.id, index }, s.documents);
      }
    }
    const labelIds: bigint[] = [];
    for (const l of t.labels ?? []) {
      const created = await db.prisma.label.create({
        data: {
          runId: run.id,
          trajectoryId: row.id,
          stepIndex: l.step,
          source: l.source,
          name: l.name,
          valueType: l.type ?? "category",
          value: l.value,
          valueNumber: l.type === "number" ? Number(l.value) : null,
          rationale: l.rationale ?? null,
          correctsId: l.corrects === undefined ? null : labelIds[l.corrects],
          ...(l.createdAt ? { createdAt: new Date(l.createdAt) } : {}),
        },
        select: { id: true },
      });
      labelIds.push(created.id);
    }
  }
  // What ingest keeps up to date (the rows are written here, not ingested): the questions page's
  // summaries, the step counts the overview and the what-if sum, and the reward features the
  // what-if reads. The flags stay as given.
  await refreshQuestionStats(db, run.id);
  await refreshRunStepCounts(db, run.id);
  await refreshRewardFeatures(db, run.id);
  const keyOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? `?${id}`;
  return { runId: run.id, runName, ids, keyOf };
}
