import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkFullResponseFormat, checkFullResponseFormatOptimized } from "@/lib/trajectory/hiprag-format";
import { isValidSequence } from "@/lib/trajectory/search-r1-format";
import { coverExactMatch, normalizeString } from "./hiprag-code";
import { HIPRAG } from "./hiprag";
import { emCheck, isRetrievalCorrect } from "./search-r1-code";
import { SEARCH_R1_EM, SEARCH_R1_FORMAT } from "./search-r1";
import { normalizeAnswer } from "@/lib/metrics/answer";
import { rewardInputOf } from "@/test/reward-inputs";

// Expected values are what Search-R1's and HiPRAG's own Python returned on each case
// (reference/generate-reward-cases.py runs the vendored code and writes reference/reward-cases.json).

type TCases = {
  formats: { text: string; full: boolean; optimized: boolean }[];
  sequences: { text: string; valid: boolean }[];
  answers: {
    prediction: string;
    golds: string[];
    searchR1Normalized: string;
    emCheck: number;
    hipragNormalized: string;
    coverExactMatch: boolean;
  }[];
  retrieval: { text: string; golds: string[]; correct: boolean }[];
  searchR1: { text: string; golds: string[]; em: number; format: Record<string, number>[] }[];
  hiprag: { text: string; golds: string[]; verdicts: boolean[]; lambda_f: number; score: number }[];
};
// Read as text: the cases hold lone surrogates, which a JSON module import rejects.
const cases = JSON.parse(readFileSync(new URL("./reference/reward-cases.json", import.meta.url), "utf8")) as TCases;

const show = (text: string) => JSON.stringify(text).slice(0, 160);

describe("HiPRAG's format checks equal reward.py", () => {
  it.each(cases.formats.map((c) => [show(c.text), c] as const))("%s", (_, c) => {
    expect(checkFullResponseFormat(c.text)).toBe(c.full);
    expect(checkFullResponseFormatOptimized(c.text)).toBe(c.optimized);
  });

  it("stays linear on a long response the source's regex would backtrack on", () => {
    const step = "<step><reasoning>R</reasoning><conclusion>C</conclusion></step>";
    const text = `<think>${step.repeat(5000)}</think><answer>x</answer> trailing`;
    const started = performance.now();
    expect(checkFullResponseFormat(text)).toBe(false);
    const flood = `<think><step><reasoning>R</reasoning>${"<".repeat(200_000)}<conclusion>C</conclusion></step></think><answer>x</answer>`;
    expect(checkFullResponseFormat(flood)).toBe(true);
    expect(isValidSequence(`<think>${"<answer>".repeat(100_000)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("Search-R1's is_valid_sequence", () => {
  it.each(cases.sequences.map((c) => [show(c.text), c] as const))("%s", (_, c) => {
    // Python read prompt + response; trajscope stores the response alone.
    expect(isValidSequence(c.text)).toBe(c.valid);
  });
});

describe("answer checks equal the references", () => {
  it.each(cases.answers.map((c) => [show(c.prediction), c] as const))("%s", (_, c) => {
    expect(normalizeAnswer(c.prediction, "flashrag")).toBe(c.searchR1Normalized);
    expect(emCheck(c.prediction, c.golds)).toBe(c.emCheck);
    expect(normalizeString(c.prediction)).toBe(c.hipragNormalized);
    expect(coverExactMatch(c.prediction, c.golds)).toBe(c.coverExactMatch);
  });

  it.each(cases.retrieval.map((c) => [`${show(c.text)} ${JSON.stringify(c.golds)}`, c] as const))(
    "is_retrieval_correct %s",
    (_, c) => expect(isRetrievalCorrect(c.text, c.golds)).toBe(c.correct),
  );
});

describe("the presets score as the training code does", () => {
  it.each(cases.searchR1.map((c) => [`${show(c.text)} ${c.golds}`, c] as const))("Search-R1 %s", (_, c) => {
    const input = rewardInputOf(c.text, c.golds, "search-r1");
    expect(SEARCH_R1_EM.compute(input).total).toBe(c.em);
    for (const f of c.format) {
      const { score, ...params } = f;
      expect(SEARCH_R1_FORMAT.compute(input, params).total, JSON.stringify(params)).toBe(score);
    }
  });

  it.each(cases.hiprag.map((c, i) => [`${i} ${show(c.text)} λf=${c.lambda_f}`, c] as const))(
    "HiPRAG released code %s",
    (_, c) => {
      const input = rewardInputOf(c.text, c.golds, "hiprag", c.verdicts);
      const params = { variant: "released-code", lambda_f: c.lambda_f, lambda_p: 0.4 };
      expect(HIPRAG.compute(input, params).total).toBe(c.score);
    },
  );
});
