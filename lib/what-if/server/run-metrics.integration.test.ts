import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TCanonicalInput } from "@/lib/ingest/canonical";
import { recordsSource } from "@/lib/ingest/server/demo";
import { ingestSources } from "@/lib/ingest/server/pipeline";
import { parseCorrectness, searchRatesByDataset, summarizeProcess, type TProcessStep } from "@/lib/metrics/process";
import { createUser } from "@/lib/auth/server/users";
import { recordLabel } from "@/lib/annotate/server/label-writes";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { getRunMetrics } from "./run-metrics";
import { getWhatIfRunOrThrow } from "./what-if-run";

// Six trajectories over two datasets; the expected figures are counted by hand in the comments
// and, where lib/metrics/process can read the same records, also recomputed by it.
const judge = "judge:gpt-4.1-mini";
const at = "2025-01-01T00:00:00Z";
type TLabelled = { name: string; value: boolean | string };
const step = (kind: TProcessStep["kind"], ...labels: TLabelled[]) => ({
  kind,
  labels: labels.map((l) => ({ source: judge, created_at: at, ...l })),
});
const over = (value: boolean) => ({ name: "over_search", value });
const under = (value: boolean) => ({ name: "under_search", value });
const quality = (value: string) => ({ name: "step_quality", value });
const verdict = (value: boolean) => [{ source: "judge:gpt-4o", name: "answer_correct", value, created_at: at }];

const RECORDS: TCanonicalInput[] = [
  // T1 nq: correct, a BAD search → flawed. OSR: 1 of 2.
  {
    id: "t1",
    dataset: "nq",
    metrics: { em: 1, f1: 1, acc: 1 },
    steps: [step("search", over(false), quality("BAD")), step("search", over(true), quality("GOOD")), step("answer")],
  },
  // T2 nq: correct, its one search GOOD as logged (a person corrects it to BAD below). OSR: 0 of 1.
  {
    id: "t2",
    dataset: "nq",
    metrics: { em: 1, f1: 1, acc: 1 },
    steps: [step("search", over(false), quality("GOOD")), step("answer", quality("GOOD"))],
  },
  // T3 nq: EM 0 but the judge's verdict says correct; a BAD reasoning step. USR: 1 of 1.
  {
    id: "t3",
    dataset: "nq",
    metrics: { em: 0, f1: 0, acc: 0 },
    labels: verdict(true),
    steps: [step("reasoning", under(true), quality("BAD")), step("answer")],
  },
  // T4 hotpotqa: correct, only an unlabelled answer → not judged.
  { id: "t4", dataset: "hotpotqa", metrics: { em: 1, f1: 1, acc: 1 }, steps: [step("answer")] },
  // T5 hotpotqa: EM 0, F1 0.6; a BAD reasoning step; verdict wrong. OSR 0 of 1, USR 0 of 1.
  {
    id: "t5",
    dataset: "hotpotqa",
    metrics: { em: 0, f1: 0.6, acc: 1 },
    labels: verdict(false),
    steps: [step("reasoning", under(false), quality("BAD")), step("search", over(false)), step("answer")],
  },
  // T6 hotpotqa: correct, nothing labelled → not judged.
  { id: "t6", dataset: "hotpotqa", metrics: { em: 1, f1: 1, acc: 1 }, steps: [step("search"), step("answer")] },
].map((t) => ({ type: "trajectory", question: `question ${t.id}?`, golden_answers: ["x"], ...t }) as TCanonicalInput);

describe.each(DATABASE_KINDS)("run metrics on %s", (kind) => {
  let test: TTestDatabase;
  beforeEach(async () => {
    test = await openTestDatabase(kind);
    await ingestSources(test.db, [recordsSource("six.jsonl", RECORDS)], { run: "six" });
    // A person corrects T2's search from GOOD to BAD.
    const [judged] = await test.db.sql.query<{ id: string; trajectory_id: string }>(
      `SELECT l.id::text AS id, l.trajectory_id::text AS trajectory_id
       FROM labels l JOIN trajectories t ON t.run_id = l.run_id AND t.id = l.trajectory_id
       WHERE t.external_id = 't2' AND l.step_index = 0 AND l.name = 'step_quality'`,
    );
    await recordLabel(test.db, {
      runId: (await getWhatIfRunOrThrow(test.db, "six")).id,
      trajectoryId: judged!.trajectory_id,
      stepIndex: 0,
      name: "step_quality",
      value: "BAD",
      rationale: null,
      corrects: { id: judged!.id, version: 1 },
      author: await createUser(test.db, { name: "ada", role: "annotator" }),
    });
  }, 120_000);
  afterEach(() => test.dispose());

  const metricsOf = async (options: Parameters<typeof getRunMetrics>[2] = {}) =>
    getRunMetrics(test.db, await getWhatIfRunOrThrow(test.db, "six"), options);

  it("reports OSR and USR per dataset beside the overall rates", async () => {
    const metrics = await metricsOf();
    expect(metrics.byDataset.map((d) => [d.dataset, d.overSearchRate, d.underSearchRate])).toEqual([
      ["hotpotqa", { count: 0, total: 1, rate: 0 }, { count: 0, total: 1, rate: 0 }],
      ["nq", { count: 1, total: 3, rate: 1 / 3 }, { count: 1, total: 1, rate: 1 }],
    ]);
    expect(metrics.overSearchRate).toEqual({ count: 1, total: 4, rate: 0.25 });
    expect(metrics.underSearchRate).toEqual({ count: 1, total: 2, rate: 0.5 });
    const steps = RECORDS.map((r) => ({
      dataset: (r as { dataset: string }).dataset,
      steps: (r as { steps: TProcessStep[] }).steps,
    }));
    expect(searchRatesByDataset(steps).map((d) => [d.dataset, d.overSearchRate, d.underSearchRate])).toEqual(
      metrics.byDataset.map((d) => [d.dataset, d.overSearchRate, d.underSearchRate]),
    );
  });

  it.each([
    // Correct by EM: T1, T2, T4, T6; judged T1, T2 (T4, T6 have no step label); flawed T1 and T2 as corrected.
    ["em", "corrected", { count: 2, total: 2, rate: 1, correct: 4, unjudgedCorrect: 2 }],
    // As logged, T2's search is GOOD.
    ["em", "logged", { count: 1, total: 2, rate: 0.5, correct: 4, unjudgedCorrect: 2 }],
    // The judge's verdict: only T3, whose reasoning step is BAD.
    ["verdict", "corrected", { count: 1, total: 1, rate: 1, correct: 1, unjudgedCorrect: 0 }],
    // F1 ≥ 0.5 adds T5 (BAD reasoning).
    ["f1>=0.5", "logged", { count: 2, total: 3, rate: 2 / 3, correct: 5, unjudgedCorrect: 2 }],
    // acc: as EM plus T5.
    ["acc", "corrected", { count: 3, total: 3, rate: 1, correct: 5, unjudgedCorrect: 2 }],
  ] as const)("IFBC with correctness %s, labels %s", async (correctness, labels, expected) => {
    const metrics = await metricsOf({ correctness: parseCorrectness(correctness), labels });
    expect(metrics.ifbc).toEqual(expected);
    expect(metrics.labels).toBe(labels);
  });

  it("reports a run without step labels as not judged, never 0", async () => {
    const bare = RECORDS.map(
      (r) =>
        ({
          ...r,
          id: `${(r as { id: string }).id}-bare`,
          labels: null,
          steps: (r as { steps: TProcessStep[] }).steps.map((s) => ({ kind: s.kind })),
        }) as TCanonicalInput,
    );
    await ingestSources(test.db, [recordsSource("bare.jsonl", bare)], { run: "bare" });
    const metrics = await getRunMetrics(test.db, await getWhatIfRunOrThrow(test.db, "bare"));
    expect(metrics.ifbc).toEqual({ count: 0, total: 0, rate: null, correct: 4, unjudgedCorrect: 4 });
    const summary = summarizeProcess(
      bare.map((r) => ({
        em: (r as { metrics: { em: number } }).metrics.em,
        steps: (r as { steps: TProcessStep[] }).steps,
      })),
    );
    expect(summary.ifbc).toEqual(metrics.ifbc);
  });
});
