import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ANSWER_SCHEMES,
  coverExactMatch,
  exactMatch,
  isAnswerScheme,
  normalizeAnswer,
  scoreAnswer,
  subExactMatch,
  tokenF1,
  type AnswerScheme,
} from "./index";

type Expected = { em: 0 | 1; acc: 0 | 1; f1: number; coverEm: 0 | 1; normalized?: string; pythonRaw?: object };
type Case = { group: string; prediction: string | null; golds: string[]; expected: Record<AnswerScheme, Expected> };

// Written by reference/generate-cases.py from the Python references (Python 3.11, Unicode 14).
const table = JSON.parse(readFileSync(new URL("./reference/answer-cases.json", import.meta.url), "utf8")) as {
  cases: Case[];
};
const SCHEMES: AnswerScheme[] = ["flashrag", "hiprag", "prostep"];
const label = (c: Case, i: number) => `${c.group} #${i}: ${JSON.stringify(c.prediction)?.slice(0, 40)}`;

describe("answer metrics equal the Python references", () => {
  it("covers every group the generator writes", () => {
    const groups = new Set(table.cases.map((c) => c.group));
    for (const group of [
      "ordinary",
      "yes-no",
      "edge",
      "unicode",
      "r1-searcher-bamboogle",
      "hotpotqa-question",
      "fuzz",
    ]) {
      expect(groups).toContain(group);
    }
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
  it("scores a missing or empty prediction and an empty gold list as 0", () => {
    const zero = { em: 0, acc: 0, f1: 0, coverEm: 0 };
    for (const scheme of SCHEMES) {
      expect(scoreAnswer(null, ["Paris"], scheme)).toEqual(zero);
      expect(scoreAnswer(undefined, ["Paris"], scheme)).toEqual(zero);
      expect(scoreAnswer(" the ", ["a"], scheme)).toEqual(zero);
      expect(scoreAnswer("Paris", [], scheme)).toEqual(zero);
    }
  });

  it("accepts a bare gold string and defaults to FlashRAG", () => {
    expect(exactMatch("The Paris.", "paris")).toBe(1);
    expect(tokenF1("Paris France", "Paris")).toBeCloseTo(2 / 3, 15);
    expect(normalizeAnswer("l'the")).toBe("lthe");
  });

  it("describes each scheme once, in the union's order", () => {
    expect(ANSWER_SCHEMES.map((info) => info.scheme)).toEqual(SCHEMES);
    expect(isAnswerScheme("prostep")).toBe(true);
    expect(isAnswerScheme("squad")).toBe(false);
  });
});
