import { describe, expect, it } from "vitest";
import { parseSteps } from "@/lib/trajectory";
import { VERL, VERL_OUTPUT, VERL_TOOL, VERL_TOOL_CASES } from "@/test/adapter-samples";
import { readAll, sourceFromString } from "./test-source";
import { verlAdapter } from "./verl";

describe("verl adapter", () => {
  it("maps a rollout dump line: question from the prompt, response = output, extras split", async () => {
    const { records, rejects } = await readAll(verlAdapter, sourceFromString(VERL, { file: "dumps/40.jsonl" }));
    expect(rejects).toEqual([]);
    expect(records[0]).toEqual({
      type: "trajectory",
      step: 40,
      group: null,
      dataset: null,
      question: "who wrote the song hallelujah?",
      golden_answers: ["Leonard Cohen"],
      response: VERL_OUTPUT,
      final_answer: "Leonard Cohen",
      // `acc` came as a bool: a 0/1 component.
      reward: { total: 1, components: { acc: 1, format: 0.2 } },
      meta: { prompt: expect.stringContaining("Question: who wrote the song hallelujah?"), reason: "exact match" },
    });
  });

  it("reads a tool-agent dump: the response is `output`, one search step per tool call", async () => {
    const { records, rejects } = await readAll(verlAdapter, sourceFromString(VERL_TOOL, { file: "7.jsonl" }));
    expect(rejects).toEqual([]);
    expect(records).toHaveLength(VERL_TOOL_CASES.length);
    records.forEach((record, i) => {
      const expected = VERL_TOOL_CASES[i]!.expected_steps;
      if (record.type !== "trajectory") throw new Error("expected a trajectory");
      expect(record.response).toBe(VERL_TOOL_CASES[i]!.output);
      // The prompt was decoded without its chat markers too; the question is still found in it.
      expect(record.question).toBe(VERL_TOOL_CASES[i]!.question);
      expect(parseSteps(record.response ?? "").steps.map((step) => step.kind)).toEqual(expected.map((s) => s.kind));
    });
  });

  it("takes the step from the file name when the line has none, and a plain-string gts", async () => {
    const { records } = await readAll(verlAdapter, sourceFromString(VERL, { file: "dumps/40.jsonl" }));
    expect(records[1]).toMatchObject({
      step: 40,
      golden_answers: ["Leonard Cohen"],
      response: "<answer> Bob Dylan </answer>",
      final_answer: null,
      reward: { total: 0 },
    });
  });

  it("keeps what it cannot map in meta, and reads Python's NaN score as no score", async () => {
    const line =
      '{"input": "Question: q", "output": "o", "gts": {"target": ["a"], "extra": 1}, "score": NaN, ' +
      '"step": -1, "uid": "g-7", "data_source": "nq", "custom": {"k": 1}}';
    const { records } = await readAll(verlAdapter, sourceFromString(line, { file: "val.jsonl" }));
    expect(records).toEqual([
      {
        type: "trajectory",
        step: null,
        group: "g-7",
        dataset: "nq",
        question: "q",
        golden_answers: ["a"],
        response: "o",
        final_answer: null,
        reward: undefined,
        meta: { prompt: "Question: q", custom: { k: 1 }, gts: { target: ["a"], extra: 1 }, step: -1 },
      },
    ]);
  });

  it.each([
    ['{"output": "o"}', 'missing "input"'],
    ['{"input": "i", "output": true}', '"output" must be a string, got a boolean'],
  ])("rejects %s: %s", async (line, reason) => {
    const { rejects } = await readAll(verlAdapter, sourceFromString(line));
    expect(rejects).toEqual([{ kind: "reject", location: { file: "test.jsonl", line: 1 }, reason, excerpt: line }]);
  });

  it("detects a dump whose prompt fills the whole head by its file name", () => {
    const head = '{"input": "' + "x".repeat(100);
    expect(verlAdapter.detect({ file: "/rollouts/120.jsonl", head })).toBe(true);
    expect(verlAdapter.detect({ file: "/rollouts/other.jsonl", head })).toBe(false);
  });
});
