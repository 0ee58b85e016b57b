import { describe, expect, it } from "vitest";
import { SEARCH_R1_EM, SEARCH_R1_FORMAT, SEARCH_R1_FORMAT_CASES } from "./search-r1";
import type { TRewardInput, TRewardStep } from "./types";

const hitStep: TRewardStep = { kind: "search", query: "q", documents: [{ text: "Paris is the capital of France." }] };
const missStep: TRewardStep = { kind: "search", query: "q", documents: [{ text: "Lyon is a city." }] };
// Without a stored response the presets read the final answer, the ingest format flag and the
// parsed documents; reference-code.test.ts checks the response path against Search-R1's Python.
function input(answered: boolean, em: number, valid: boolean, retrieval: boolean): TRewardInput {
  const answer = em ? "the Paris!" : "Lyon";
  return {
    isFormatValid: valid,
    goldenAnswers: ["Paris"],
    finalAnswer: answered ? answer : null,
    steps: [retrieval ? hitStep : missStep, ...(answered ? [{ kind: "answer", answer } as const] : [])],
  };
}

describe("Search-R1 EM", () => {
  it.each([
    {
      name: "em_check of the final answer",
      input: { steps: [], goldenAnswers: ["Paris"], finalAnswer: "paris." },
      total: 1,
    },
    { name: "a wrong answer", input: { steps: [], goldenAnswers: ["Paris"], finalAnswer: "Lyon" }, total: 0 },
    { name: "no answer scores 0", input: { steps: [], goldenAnswers: ["Paris"] }, total: 0 },
    { name: "no golds: the logged EM", input: { steps: [], em: 1, finalAnswer: "x" }, total: 1 },
    { name: "no golds, no EM: unknown", input: { steps: [], finalAnswer: "x" }, total: null },
    {
      name: "the response's last <answer>, whatever the final answer says",
      input: {
        steps: [],
        goldenAnswers: ["Paris"],
        finalAnswer: "Lyon",
        response: "<answer>Lyon</answer><answer> Paris </answer>",
      },
      total: 1,
    },
  ])("$name → $total", ({ input, total }) => {
    expect(SEARCH_R1_EM.compute(input).total).toBe(total);
  });
});

describe("Search-R1 format reward (qa_em_format.py compute_score_em)", () => {
  // Every branch with the format defaults (0.2, 0.1, 0) and with retrieval_score 0.1 (the "# 0.3" comment).
  it.each([
    { answered: false, em: 0, valid: true, retrieval: true, expected: 0.2, withRetrieval: 0.3, row: 1 },
    { answered: false, em: 0, valid: true, retrieval: false, expected: 0.2, withRetrieval: 0.2, row: 2 },
    { answered: false, em: 0, valid: false, retrieval: true, expected: 0, withRetrieval: 0, row: 3 },
    { answered: true, em: 1, valid: true, retrieval: false, expected: 1, withRetrieval: 1, row: 4 },
    { answered: true, em: 1, valid: false, retrieval: true, expected: 0.8, withRetrieval: 0.8, row: 5 },
    { answered: true, em: 0, valid: true, retrieval: true, expected: 0.2, withRetrieval: 0.3, row: 6 },
    { answered: true, em: 0, valid: true, retrieval: false, expected: 0.2, withRetrieval: 0.2, row: 7 },
    { answered: true, em: 0, valid: false, retrieval: true, expected: 0.1, withRetrieval: 0.1, row: 8 },
  ])(
    "answered=$answered EM=$em valid=$valid retrieval=$retrieval → $expected",
    ({ answered, em, valid, retrieval, expected, withRetrieval, row }) => {
      const result = SEARCH_R1_FORMAT.compute(input(answered, em, valid, retrieval));
      expect(result.total).toBeCloseTo(expected, 15);
      expect(result.components.case).toBe(row);
      const boosted = SEARCH_R1_FORMAT.compute(input(answered, em, valid, retrieval), { retrieval_score: 0.1 });
      expect(boosted.total).toBeCloseTo(withRetrieval, 15);
    },
  );

  it("lists the source's eight branches", () => {
    expect(SEARCH_R1_FORMAT_CASES.map((c) => c.reward)).toEqual([
      "s_struct + s_retr",
      "s_struct",
      "0",
      "1",
      "1 − s_struct",
      "s_struct + s_retr",
      "s_struct",
      "s_final",
    ]);
  });

  it("is null when validity or EM is unknown", () => {
    expect(SEARCH_R1_FORMAT.compute({ ...input(true, 1, true, true), isFormatValid: null }).total).toBeNull();
    const noGolds = { ...input(true, 1, true, true), goldenAnswers: [] };
    expect(SEARCH_R1_FORMAT.compute(noGolds).total).toBeNull();
    expect(SEARCH_R1_FORMAT.compute({ ...noGolds, em: 1 }).total).toBe(1);
    expect(SEARCH_R1_FORMAT.compute({ ...input(false, 0, false, true), goldenAnswers: [] }).total).toBe(0);
  });
});
