import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ZTrajectoryRecord } from "./canonical";
import { prepareTrajectory } from "./prepare";
import { REAL_FIXTURES } from "@/test/real-fixtures";

const identity = { externalId: "t-1", contentHash: "h" };
const CASE = readFileSync(path.join(REAL_FIXTURES, "search-r1-example-case.txt"), "utf8");

const record = (fields: Record<string, unknown>) =>
  ZTrajectoryRecord.parse({ type: "trajectory", question: "q?", ...fields });

describe("prepareTrajectory", () => {
  it("parses steps from a raw Search-R1 response and scores the answer with FlashRAG's EM/F1", () => {
    const assistant = CASE.slice(CASE.indexOf("<|im_start|>assistant"), CASE.indexOf("<|im_start|>system", 10));
    const prepared = prepareTrajectory(
      record({ response: assistant, golden_answers: ["Dodge Charger", "Charger"] }),
      identity,
      "flashrag",
    );

    expect(prepared.steps.map((s) => s.kind)).toEqual(["search", "search", "answer"]);
    expect(prepared.steps[0]).toMatchObject({ query: "Paul Walker's cars in Fast and Furious" });
    expect(prepared.steps[0]!.spanStart).toBeGreaterThanOrEqual(0);
    expect(prepared).toMatchObject({
      finalAnswer: "Charger",
      em: 1,
      f1: 1,
      acc: 1,
      stepCount: 3,
      searchCount: 2,
      turnCount: 3,
      isFormatValid: false,
    });
  });

  it("keeps logged metrics and counts instead of recomputing them", () => {
    const prepared = prepareTrajectory(
      record({
        final_answer: "wrong",
        golden_answers: ["right"],
        metrics: { em: 1, f1: 0.5 },
        turns: 7,
        format_valid: true,
        steps: [{ kind: "answer", answer: "wrong" }],
      }),
      identity,
      "flashrag",
    );
    expect(prepared).toMatchObject({ em: 1, f1: 0.5, acc: 0, turnCount: 7, isFormatValid: true });
  });

  it("turns step labels into rows and flags a correct answer resting on a BAD step", () => {
    const prepared = prepareTrajectory(
      record({
        golden_answers: ["Paris"],
        final_answer: "Paris",
        labels: [{ source: "judge:gpt-4o", name: "answer_correct", value: true }],
        steps: [
          {
            kind: "search",
            query: "capital of france",
            labels: [
              { source: "judge:hiprag", name: "over_search", value: true },
              { source: "judge:qwq-32b", name: "step_quality", value: "BAD", rationale: "knew it already" },
            ],
          },
          { index: 5, kind: "answer", answer: "Paris" },
        ],
      }),
      identity,
      "flashrag",
    );

    expect(prepared.steps.map((s) => s.index)).toEqual([0, 5]);
    expect(prepared.labels).toEqual([
      expect.objectContaining({ stepIndex: null, name: "answer_correct", valueType: "boolean", value: "true" }),
      expect.objectContaining({ stepIndex: 0, name: "over_search", value: "true", valueNumber: 1 }),
      expect.objectContaining({
        stepIndex: 0,
        name: "step_quality",
        valueType: "category",
        value: "BAD",
        rationale: "knew it already",
      }),
    ]);
    expect(prepared).toMatchObject({ em: 1, hasOverSearch: true, hasUnderSearch: false, isFlawedButCorrect: true });
    expect(prepared.stepCounts).toEqual({
      over_search_steps: 1,
      under_search_steps: 0,
      hiprag_steps: 1,
      correct_steps: 0,
      bad_steps: 1,
      over_search_labelled: 1,
      under_search_labelled: 0,
      has_flawed_intermediate_step: true,
    });
  });

  it("leaves the step counts to the write when a label has a time of its own", () => {
    const labels = [
      { source: "judge:x", name: "over_search", value: false, created_at: "2026-11-30T10:05:00Z" },
      { source: "judge:x", name: "over_search", value: true },
    ];
    const prepared = prepareTrajectory(
      record({ steps: [{ kind: "search", query: "q", labels }] }),
      identity,
      "flashrag",
    );
    expect(prepared.stepCounts).toBeNull();
  });

  it("leaves outcome metrics empty when there is no gold answer to compare with", () => {
    const prepared = prepareTrajectory(record({ final_answer: "x" }), identity, "flashrag");
    expect(prepared).toMatchObject({ em: null, f1: null, acc: null, stepCount: 0, turnCount: null });
  });
});
