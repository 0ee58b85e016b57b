import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ANSWER_SCHEME_NAMES,
  ANSWER_SCHEMES,
  answerSchemeOfFormat,
  coverExactMatch,
  exactMatch,
  isAnswerScheme,
  normalizeAnswer,
  scoreAnswer,
  subExactMatch,
  tokenF1,
  type AnswerScheme,
} from "./index";

type Expected = { em: 0 | 1; acc: 0 | 1; f1: number; coverEm: 0 | 1; normalized?: string };
type Case = { group: string; prediction: string | null; golds: string[]; expected: Record<AnswerScheme, Expected> };

// Written by reference/generate-cases.py, which runs the vendored FlashRAG, HiPRAG and R1-Searcher
// code (and PRO-Step's re-implementation) under Python 3.11, Unicode 14.
const table = JSON.parse(readFileSync(new URL("./reference/answer-cases.json", import.meta.url), "utf8")) as {
  cases: Case[];
};
const SCHEMES = ANSWER_SCHEME_NAMES;
const label = (c: Case, i: number) => `${c.group} #${i}: ${JSON.stringify(c.prediction)?.slice(0, 40)}`;

describe("answer metrics equal the Python references", () => {
  it("covers every group the generator writes", () => {
    const groups = new Set(table.cases.map((c) => c.group));
    for (const group of [
      "ordinary",
      "yes-no",
      "edge",
      "issue-12",
      "unicode",
      "r1-searcher-bamboogle",
      "r1-searcher-hotpotqa_qwen",
      "r1-searcher-2wiki_qwen",
      "hotpotqa-question",
      "fuzz",
    ]) {
      expect(groups).toContain(group);
    }
  });

  it("has an expected value for every scheme", () => {
    for (const c of table.cases) expect(Object.keys(c.expected).sort()).toEqual([...SCHEMES].sort());
  });

  it.each(table.cases.map((c, i) => [label(c, i), c] as const))("%s", (_name, c) => {
    for (const scheme of SCHEMES) {
      const want = c.expected[scheme];
      if (c.prediction !== null) expect(normalizeAnswer(c.prediction, scheme), scheme).toBe(want.normalized);
      const got = scoreAnswer(c.prediction, c.golds, scheme);
      expect({ ...got, f1: 0 }, scheme).toEqual({ em: want.em, acc: want.acc, f1: 0, coverEm: want.coverEm });
      expect(Math.abs(got.f1 - want.f1), scheme).toBeLessThan(1e-12);
      expect(exactMatch(c.prediction, c.golds, scheme)).toBe(want.em);
      expect(subExactMatch(c.prediction, c.golds, scheme)).toBe(want.acc);
      expect(coverExactMatch(c.prediction, c.golds, scheme)).toBe(want.coverEm);
      expect(Math.abs(tokenF1(c.prediction, c.golds, scheme) - want.f1)).toBeLessThan(1e-12);
    }
  });
});

describe("answer metric API", () => {
  it("scores a missing prediction and an empty gold list as 0 under every scheme", () => {
    const zero = { em: 0, acc: 0, f1: 0, coverEm: 0 };
    for (const scheme of SCHEMES) {
      expect(scoreAnswer(null, ["Paris"], scheme)).toEqual(zero);
      expect(scoreAnswer(undefined, ["Paris"], scheme)).toEqual(zero);
      expect(scoreAnswer("Paris", [], scheme)).toEqual(zero);
    }
  });

  it("scores degenerate answers as FlashRAG does by default, and as 0 only when strict is chosen", () => {
    // FlashRAG: normalize("the the the") == normalize("the") == "" → EM = acc = 1, F1 = 0.
    expect(scoreAnswer("the the the", ["the"], "flashrag")).toEqual({ em: 1, acc: 1, f1: 0, coverEm: 1 });
    expect(scoreAnswer("A", "a", "flashrag")).toEqual({ em: 1, acc: 1, f1: 0, coverEm: 1 });
    expect(scoreAnswer("A", "a", "flashrag-strict")).toEqual({ em: 0, acc: 0, f1: 0, coverEm: 0 });
  });

  it("accepts a bare gold string and defaults to FlashRAG", () => {
    expect(exactMatch("The Paris.", "paris")).toBe(1);
    expect(tokenF1("Paris France", "Paris")).toBeCloseTo(2 / 3, 15);
    expect(normalizeAnswer("l'the")).toBe("lthe");
  });

  it("describes each scheme once, in the union's order, naming its reference", () => {
    expect(ANSWER_SCHEMES.map((info) => info.scheme)).toEqual([...SCHEMES]);
    for (const info of ANSWER_SCHEMES) expect(info.reference).not.toBe("");
    expect(isAnswerScheme("r1-searcher")).toBe(true);
    expect(isAnswerScheme("squad")).toBe(false);
  });

  it("defaults each source format to the scheme of its own evaluation code", () => {
    expect(answerSchemeOfFormat("r1-searcher")).toBe("r1-searcher");
    expect(answerSchemeOfFormat("hiprag")).toBe("hiprag");
    expect(answerSchemeOfFormat("pro-step")).toBe("prostep");
    expect(answerSchemeOfFormat("flashrag")).toBe("flashrag");
    expect(answerSchemeOfFormat("an-unknown-format")).toBe("flashrag");
  });
});
