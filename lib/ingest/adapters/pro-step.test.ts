import { describe, expect, it } from "vitest";
import { proStepAdapter } from "./pro-step";
import { proStepLabelsAdapter } from "./pro-step-labels";
import { PRO_STEP, PRO_STEP_ID, PRO_STEP_LABELS, PRO_STEP_STEPS } from "@/test/adapter-samples";
import { readAll, sourceFromString } from "./test-source";
import type { TTrajectoryInput } from "./shared/types";

async function readTrajectory(text: string): Promise<TTrajectoryInput> {
  const { records, rejects } = await readAll(proStepAdapter, sourceFromString(text, { file: "trajectories.jsonl" }));
  expect(rejects).toEqual([]);
  const [record] = records;
  if (record?.type !== "trajectory") throw new Error("expected a trajectory");
  return record;
}

describe("pro-step adapter", () => {
  it("maps the trajectory: id, GRPO group and sample, golds, the generator's correctness check", async () => {
    const t = await readTrajectory(PRO_STEP);
    expect(t).toMatchObject({
      id: PRO_STEP_ID,
      group: "5a8b57f25542995d1e6f1371",
      sample: 3,
      question: "Were Scott Derrickson and Ed Wood of the same nationality?",
      golden_answers: ["yes"],
      final_answer: "yes",
      labels: [{ source: "env", name: "answer_correct", value: true }],
      // question_id, sample_idx and a matching num_steps are in the record already.
      meta: {
        supporting_facts: [
          ["Scott Derrickson", 0],
          ["Ed Wood", 0],
        ],
        metadata: { generator: "simple_batch" },
      },
    });
  });

  it("maps rag → search, cot → reasoning, answer → answer, with fields from tags and structure", async () => {
    const t = await readTrajectory(PRO_STEP);
    expect(t.steps?.map(({ span: _span, ...step }) => step)).toEqual([
      {
        index: 0,
        kind: "search",
        reasoning: "I need the nationality of Scott Derrickson.",
        query: "Scott Derrickson nationality",
        documents: [
          {
            id: "hotpotqa_12",
            title: "Scott Derrickson",
            text: "Scott Derrickson (born July 16, 1966) is an American director.",
            score: null,
          },
          {
            id: "hotpotqa_13",
            title: "Ed Wood",
            text: "Edward Davis Wood Jr. was an American filmmaker.",
            score: 0.82,
          },
        ],
        answer: null,
      },
      { index: 1, kind: "reasoning", reasoning: "Both are American.", query: null, documents: null, answer: null },
      {
        index: 2,
        kind: "answer",
        reasoning: "They share a nationality.\nSo the answer is",
        query: null,
        documents: null,
        answer: "yes",
      },
    ]);
  });

  it("joins the step texts into the response, each step's span covering its text", async () => {
    const t = await readTrajectory(PRO_STEP);
    expect(t.response).toBe(PRO_STEP_STEPS.map((step) => step.text).join("\n\n"));
    const spans = t.steps?.map((step) => step.span) ?? [];
    expect(spans.map((span) => t.response?.slice(span?.[0], span?.[1]))).toEqual(PRO_STEP_STEPS.map((s) => s.text));
  });

  it("keeps what it cannot map per step, and falls back to tags and the final answer", async () => {
    const line = JSON.stringify({
      trajectory_id: "q9_sample_0",
      question: "q",
      gold_answer: "Paris",
      final_answer: "Paris",
      steps: [
        {
          step_id: 1,
          step_type: "rag",
          text: "<search>capital of France</search>\n<documents>\n[1] Paris: the capital.\n</documents>",
          metadata: { action: "search", rerank: true },
        },
        {
          step_id: 5,
          step_type: "answer",
          text: "The answer is Paris",
          content: "older text",
          metadata: { action: "finish" },
        },
      ],
    });
    const t = await readTrajectory(line);
    expect(t).toMatchObject({ group: "q9", sample: 0, labels: undefined });
    expect(t.steps?.[0]).toMatchObject({
      query: "capital of France",
      documents: [{ id: "1", title: "Paris", text: "the capital." }],
    });
    expect(t.steps?.[1]).toMatchObject({ kind: "answer", answer: "Paris" });
    expect(t.meta?.step_extras).toEqual([
      { index: 0, metadata: { rerank: true } },
      { index: 1, step_id: 5, content: "older text" },
    ]);
  });

  it.each([
    ['{"question": "q", "steps": []}', 'missing "trajectory_id"'],
    ['{"trajectory_id": "t", "question": "q", "steps": {}}', '"steps" must be a list, got an object'],
  ])("rejects %s: %s", async (line, reason) => {
    const { rejects } = await readAll(proStepAdapter, sourceFromString(line));
    expect(rejects.map((r) => r.reason)).toEqual([reason]);
  });
});

describe("pro-step-labels adapter", () => {
  it("turns judge verdicts into step_quality labels for the trajectory", async () => {
    const { records } = await readAll(proStepLabelsAdapter, sourceFromString(PRO_STEP_LABELS));
    expect(records).toEqual([
      {
        type: "labels",
        trajectory: PRO_STEP_ID,
        labels: [
          {
            step: 0,
            source: "judge:qwq-32b",
            name: "step_quality",
            value: "GOOD",
            rationale: "R1: the query targets the missing fact.",
          },
          {
            step: 1,
            source: "judge:qwq-32b",
            name: "step_quality",
            value: "BAD",
            rationale: "R4: asserts Ed Wood's nationality without evidence.",
          },
          { step: 2, source: "judge:qwq-32b", name: "step_quality", value: "UNKNOWN", rationale: "Error: timeout" },
        ],
      },
    ]);
  });

  it("labels line up with the steps the trajectories adapter makes of the same trajectory", async () => {
    const t = await readTrajectory(PRO_STEP);
    const { records } = await readAll(proStepLabelsAdapter, sourceFromString(PRO_STEP_LABELS));
    const labels = records[0]?.type === "labels" ? records[0].labels : [];
    expect(records[0]).toMatchObject({ trajectory: t.id });
    // Judge step k (step_id k + 1) is about trajectory step k: same kind of action.
    const judgeTypes = { search: "search", reason: "reasoning", answer: "answer" } as const;
    const judged = JSON.parse(PRO_STEP_LABELS).steps as { step_id: number; step_type: keyof typeof judgeTypes }[];
    expect(labels.map((label) => t.steps?.[label.step ?? -1]?.kind)).toEqual(
      judged.map((s) => judgeTypes[s.step_type]),
    );
    expect(labels.map((label) => (label.step ?? -1) + 1)).toEqual(judged.map((s) => s.step_id));
  });

  it("rejects a line where no step was judged", async () => {
    const { rejects } = await readAll(
      proStepLabelsAdapter,
      sourceFromString('{"trajectory_id": "t", "predicted_answer": "a", "steps": [{"step_id": 1}]}'),
    );
    expect(rejects.map((r) => r.reason)).toEqual(['none of the 1 steps has a "judge_label"']);
  });
});
