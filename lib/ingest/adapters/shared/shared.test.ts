import { describe, expect, it } from "vitest";
import { datasetFromFileName } from "./datasets";
import { splitContents, toDocument } from "./documents";
import { questionFromPrompt } from "./prompt-question";

describe("datasetFromFileName", () => {
  it.each([
    ["data/eval_results/bamboogle_qwen.jsonl", "bamboogle"],
    ["r1-searcher-bamboogle-qwen.jsonl", "bamboogle"],
    ["hotpotqa_500.jsonl", "hotpotqa"],
    ["2wiki_qwen.jsonl", "2wikimultihopqa"],
    ["2wikimultihopqa-dev.jsonl", "2wikimultihopqa"],
    ["musique.jsonl", "musique"],
    ["nq_test.jsonl", "nq"],
    ["triviaqa.jsonl", "triviaqa"],
    ["popqa_llama.jsonl", "popqa"],
    // "nq" inside a word is not NQ.
    ["unique_results.jsonl", null],
    ["results.jsonl", null],
  ])("%s → %s", (file, dataset) => {
    expect(datasetFromFileName(file)).toBe(dataset);
  });
});

describe("questionFromPrompt", () => {
  it.each([
    ["<|im_start|>user\nAnswer. For example, <answer> Beijing </answer>. Question: who is x?\n<|im_end|>", "who is x?"],
    ["Question: q1?<|im_end|>\n<|im_start|>user\nQuestion: q2?<|im_end|>\n<|im_start|>assistant\n", "q2?"],
    ["<|im_start|>user\nWhat is y?<|im_end|>\n<|im_start|>assistant\n", "What is y?"],
    ["  plain prompt  ", "plain prompt"],
  ])("%j → %j", (prompt, question) => {
    expect(questionFromPrompt(prompt)).toBe(question);
  });
});

describe("documents", () => {
  it("splits FlashRAG contents and unquotes wiki-18 titles", () => {
    expect(splitContents('"""Weird Al"" Yankovic"\nAlfred Matthew Yankovic is a singer.\nMore.')).toEqual({
      title: '"Weird Al" Yankovic',
      text: "Alfred Matthew Yankovic is a singer.\nMore.",
    });
    expect(splitContents("one line")).toEqual({ title: null, text: "one line" });
  });

  it("keeps fields it cannot map as extra", () => {
    expect(toDocument({ id: 7, title: "T", text: "t", score: "0.9", rank: 1 })).toEqual({
      document: { id: "7", title: "T", text: "t", score: null },
      extra: { rank: 1, score: "0.9" },
    });
    expect(toDocument("bare text")).toEqual({ document: { text: "bare text" } });
  });
});
