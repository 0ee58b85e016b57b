import { describe, expect, it } from "vitest";
import type { TAdapter } from "../adapter";
import { validateRecord } from "../validate";
import { flashragAdapter } from "./flashrag";
import { hipragAdapter } from "./hiprag";
import { proStepAdapter } from "./pro-step";
import { r1SearcherAdapter } from "./r1-searcher";
import { readAll, sourceFromString } from "./test-source";
import { verlAdapter } from "./verl";

// docs/format.md: a question (or a model's text) that is not a string rejects its line, naming the file
// and line; it is never stored as the number's digits without a word.
const GOOD = "a well-formed line first, so the bad one is line 2";

describe("wrong types are rejected with their file and line, not coerced", () => {
  it.each<{ adapter: TAdapter; good: object; bad: object; reason: string }>([
    {
      adapter: r1SearcherAdapter,
      good: { question: GOOD, answer: "a", pred_ans: "a", gen_text_store: "<answer>a</answer>" },
      bad: { question: 42, answer: "a", pred_ans: "a", gen_text_store: "<answer>a</answer>" },
      reason: '"question" must be a string, got a number',
    },
    {
      adapter: hipragAdapter,
      good: { question: GOOD, golden_answers: ["a"], result: "<answer>a</answer>", step_eval_results: [] },
      bad: { question: 42, golden_answers: ["a"], result: "<answer>a</answer>", step_eval_results: [] },
      reason: '"question" must be a string, got a number',
    },
    {
      adapter: hipragAdapter,
      good: { question: GOOD, golden_answers: ["a"], result: "<answer>a</answer>", step_eval_results: [] },
      bad: { question: "q", golden_answers: ["a"], result: 7, step_eval_results: [] },
      reason: '"result" must be a string, got a number',
    },
    {
      adapter: flashragAdapter,
      good: { id: "1", question: GOOD, golden_answers: ["a"], output: { pred: "a" } },
      bad: { id: "2", question: 1984, golden_answers: ["a"], output: { pred: "a" } },
      reason: '"question" must be a string, got a number',
    },
    {
      adapter: proStepAdapter,
      good: { trajectory_id: "q1_sample_0", question: GOOD, gold_answer: "a", steps: [] },
      bad: { trajectory_id: "q1_sample_1", question: 3.5, gold_answer: "a", steps: [] },
      reason: '"question" must be a string, got a number',
    },
    {
      adapter: verlAdapter,
      good: { input: GOOD, output: "<answer>a</answer>", gts: { target: ["a"] }, score: 1, step: 3 },
      bad: { input: "q", output: 12, gts: { target: ["a"] }, score: 1, step: 3 },
      reason: '"output" must be a string, got a number',
    },
  ])("$adapter.name: $reason", async ({ adapter, good, bad, reason }) => {
    const text = `${JSON.stringify(good)}\n${JSON.stringify(bad)}\n`;
    const { records, rejects } = await readAll(adapter, sourceFromString(text, { file: "rollouts.jsonl" }));
    expect(records.filter((r) => r.type === "trajectory")).toHaveLength(1);
    expect(rejects).toEqual([expect.objectContaining({ location: { file: "rollouts.jsonl", line: 2 }, reason })]);
  });

  it("canonical records: a numeric question fails validation and names the field", () => {
    const result = validateRecord({ type: "trajectory", question: 42 });
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.reason).toMatch(/^question: /);
  });
});
