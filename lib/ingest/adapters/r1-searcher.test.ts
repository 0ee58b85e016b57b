import { describe, expect, it } from "vitest";
import { r1SearcherAdapter } from "./r1-searcher";
import { fixture } from "@/test/adapter-samples";
import { readAll, sourceFromFile, sourceFromString } from "./test-source";

const EVAL_SET_ITEM = "an R1-Searcher eval-set item (question and gold answer only, no model output)";

describe("r1-searcher adapter", () => {
  it("reads all 125 Bamboogle trajectories of the real eval results", async () => {
    const { records, rejects } = await readAll(
      r1SearcherAdapter,
      sourceFromFile(fixture("r1-searcher-bamboogle-qwen.jsonl")),
    );
    expect(rejects).toEqual([]);
    // The run's method and model come first: the format names the one, bamboogle_qwen.jsonl the other.
    expect(records[0]).toEqual({
      type: "run",
      run: "r1-searcher-bamboogle-qwen",
      method: "R1-Searcher",
      model: "Qwen",
    });
    expect(records).toHaveLength(1 + 125);
    const first = records[1];
    expect(first).toEqual({
      type: "trajectory",
      dataset: "bamboogle",
      question: "Can people who have celiac eat camel meat?",
      golden_answers: ["Yes"],
      response: expect.stringMatching(/^ To solve this question, [\s\S]* <answer> Yes <\/answer>$/),
      final_answer: "Yes",
      stop_reason: "finished",
      labels: [{ source: "judge:gpt-4o", name: "answer_correct", value: true }],
      meta: undefined,
    });
    // The judge's verdicts: 68 "True" and 57 "False" in this file.
    const verdicts = records.slice(1).map((r) => (r.type === "trajectory" ? r.labels?.[0]?.value : undefined));
    expect(verdicts.filter((v) => v === true)).toHaveLength(68);
    expect(verdicts.filter((v) => v === false)).toHaveLength(57);
  });

  it.each(["bamboogle-questions.jsonl", "hotpotqa-dev-500.jsonl"])(
    "rejects every line of the eval set %s as having no model output",
    async (name) => {
      const { records, rejects } = await readAll(r1SearcherAdapter, sourceFromFile(fixture(name)));
      expect(records).toEqual([]);
      expect(new Set(rejects.map((r) => r.reason))).toEqual(new Set([EVAL_SET_ITEM]));
      expect(rejects).toHaveLength(name.startsWith("bamboogle") ? 125 : 500);
    },
  );

  it("keeps an unreadable verdict and unknown fields in meta, takes a list of golds", async () => {
    const line = JSON.stringify({
      idx: 4,
      question: "q",
      answer: ["a", "b"],
      pred_ans: "a",
      stop_reason_final: "many_retrieve",
      gen_text_store: "<answer> a </answer>",
      gpt4o_output: "Maybe",
    });
    const { records } = await readAll(r1SearcherAdapter, sourceFromString(line, { file: "musique_qwen.jsonl" }));
    expect(records).toEqual([
      { type: "run", run: "musique_qwen", method: "R1-Searcher", model: "Qwen" },
      {
        type: "trajectory",
        dataset: "musique",
        question: "q",
        golden_answers: ["a", "b"],
        response: "<answer> a </answer>",
        final_answer: "a",
        stop_reason: "many_retrieve",
        labels: undefined,
        meta: { idx: 4, gpt4o_output: "Maybe" },
      },
    ]);
  });

  it.each([
    { file: "data/eval_results/bamboogle_qwen.jsonl", model: "Qwen", run: "bamboogle_qwen" },
    { file: "hotpotqa_llama.jsonl", model: "Llama", run: "hotpotqa_llama" },
    { file: "results/2wiki.jsonl", model: null, run: "2wiki" },
  ])("takes the model from the file name: $file → $model", async ({ file, model, run }) => {
    const line = JSON.stringify({ question: "q", answer: "a", pred_ans: "a", gen_text_store: "<answer>a</answer>" });
    const { records } = await readAll(r1SearcherAdapter, sourceFromString(line, { file }));
    expect(records[0]).toEqual({ type: "run", run, method: "R1-Searcher", model });
  });

  it("names the missing field", async () => {
    const { rejects } = await readAll(r1SearcherAdapter, sourceFromString('{"answer": "a", "pred_ans": "a"}'));
    expect(rejects.map((r) => r.reason)).toEqual(['missing "question"']);
  });
});
