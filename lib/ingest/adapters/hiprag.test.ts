import { describe, expect, it } from "vitest";
import { hipragAdapter } from "./hiprag";
import { HIPRAG, HIPRAG_PLAIN_RESULT, HIPRAG_RESPONSE } from "@/test/adapter-samples";
import { readAll, sourceFromString } from "./test-source";
import type { TTrajectoryInput } from "./shared/types";

const OVER = (value: boolean) => ({ source: "judge:hiprag", name: "over_search", value });
const UNDER = (value: boolean) => ({ source: "judge:hiprag", name: "under_search", value });

async function trajectories(text: string): Promise<TTrajectoryInput[]> {
  const { records, rejects } = await readAll(hipragAdapter, sourceFromString(text, { file: "hiprag_eval.jsonl" }));
  expect(rejects).toEqual([]);
  return records.filter((r): r is TTrajectoryInput => r.type === "trajectory");
}

const labelsOf = (t: TTrajectoryInput | undefined) => t?.steps?.map((step) => [step.kind, step.labels ?? []]);

describe("hiprag adapter", () => {
  it("sets the run's normalization to HiPRAG's own", async () => {
    const { records } = await readAll(hipragAdapter, sourceFromString(HIPRAG, { file: "hiprag_eval.jsonl" }));
    expect(records[0]).toEqual({ type: "run", run: "hiprag_eval.jsonl", config: { normalization: "hiprag" } });
  });

  it("parses the steps of the response only and puts each verdict on its step", async () => {
    const [chat] = await trajectories(HIPRAG);
    expect(chat).toMatchObject({
      dataset: "nq",
      question: "Who directed Jaws?",
      golden_answers: ["Steven Spielberg"],
      response: HIPRAG_RESPONSE,
      final_answer: "Steven Spielberg",
      format_valid: true,
      meta: { prompt: expect.stringContaining("User Question: Who directed Jaws?<|im_end|>") },
    });
    // The prompt's example steps (weather in Plano) are not steps.
    expect(labelsOf(chat)).toEqual([
      ["search", [OVER(false)]],
      ["reasoning", [UNDER(true)]],
      ["answer", []],
    ]);
    expect(chat?.steps?.[0]).toMatchObject({
      query: "Jaws film director",
      conclusion: "Steven Spielberg directed Jaws.",
    });
    // Spans are offsets into `response`.
    const [start, end] = chat?.steps?.[0]?.span ?? [0, 0];
    expect(HIPRAG_RESPONSE.slice(start, end)).toMatch(/^<step>[\s\S]*<\/conclusion>\n<\/step>$/);
  });

  it("finds the response without a chat template after the 'User Question:' line", async () => {
    const [, plain] = await trajectories(HIPRAG);
    expect(plain?.response).toBe(
      HIPRAG_PLAIN_RESULT.slice(HIPRAG_PLAIN_RESULT.indexOf("<think>\n<step>\n    <reasoning>I need")),
    );
    expect(labelsOf(plain)).toEqual([
      ["search", [OVER(true)]],
      ["reasoning", [UNDER(false)]],
      ["answer", []],
    ]);
  });

  it("marks an output HiPRAG could not evaluate as format-invalid, with no step labels", async () => {
    const [, , invalid] = await trajectories(HIPRAG);
    expect(invalid).toMatchObject({ response: "<answer>Spielberg", format_valid: false, final_answer: "Spielberg" });
    expect(labelsOf(invalid)).toEqual([["answer", []]]);
    expect(invalid?.meta).toBeUndefined();
  });

  it("keeps the trajectory and the labels that align when there are more verdicts than steps", async () => {
    const [, , , mismatch] = await trajectories(HIPRAG);
    expect(labelsOf(mismatch)).toEqual([
      ["search", [OVER(false)]],
      ["reasoning", [UNDER(false)]],
      ["answer", []],
    ]);
    expect(mismatch?.meta?.step_eval_mismatch).toEqual({
      verdicts: 3,
      steps: 2,
      unaligned: [{ position: 2, verdict: "search", step_kind: null }],
    });
  });

  it("never puts a verdict on the wrong kind of step, and ignores stray text between steps", async () => {
    const result =
      "<think><step><reasoning>a</reasoning><search>q</search><context>d</context><conclusion>c</conclusion></step>" +
      " stray words <step><reasoning>b</reasoning><conclusion>e</conclusion></step></think><answer>x</answer>";
    const line = JSON.stringify({
      question: "q",
      golden_answers: ["x"],
      result,
      step_eval_results: ["undersearch", "non-search"],
    });
    const [t] = await trajectories(line);
    expect(labelsOf(t)).toEqual([
      ["search", []],
      ["reasoning", []],
      ["reasoning", [UNDER(false)]],
      ["answer", []],
    ]);
    expect(t?.meta?.step_eval_mismatch).toEqual({
      verdicts: 2,
      steps: 2,
      unaligned: [{ position: 0, verdict: "undersearch", step_kind: "search" }],
    });
  });

  it.each([
    ['{"question": "q", "golden_answers": ["a"]}', 'missing "result"'],
    [
      '{"question": "q", "golden_answers": {"a": 1}, "result": "r"}',
      '"golden_answers" must be a list of strings, got an object',
    ],
  ])("rejects %s: %s", async (line, reason) => {
    const { rejects } = await readAll(hipragAdapter, sourceFromString(line));
    expect(rejects.map((r) => r.reason)).toEqual([reason]);
  });
});
