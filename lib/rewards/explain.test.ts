import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { evaluateFormula, parseFormula } from "./formula";
import { compareWithLogged, explainReward, formatTermNumber } from "./explain";
import { HIPRAG } from "./hiprag";
import { SEARCH_P1 } from "./search-p1";
import { SEARCH_R1_EM, SEARCH_R1_FORMAT } from "./search-r1";
import { rewardInputOf } from "@/test/reward-inputs";
import type { TRewardInput, TRewardStep } from "./types";

// The filled formula's value must be the reward the papers' own code returns: expected values are
// the Python outputs in reference/reward-cases.json (Search-R1 qa_em / qa_em_format, HiPRAG's
// training reward), never what trajscope computed.
const EMPTY_ENV = { values: {}, components: {} };

type TCases = {
  searchR1: { text: string; golds: string[]; em: number; format: ({ score: number } & Record<string, number>)[] }[];
  hiprag: { text: string; golds: string[]; verdicts: boolean[]; lambda_f: number; score: number }[];
};
const cases = JSON.parse(readFileSync(new URL("./reference/reward-cases.json", import.meta.url), "utf8")) as TCases;

/** Evaluates a filled formula ("0.8·1 + 0.4·max(0.5, 0.25)") with the formula language, not explain.ts. */
function evaluateFilled(filled: string): number | null {
  const source = filled.replaceAll("·", "*").replaceAll("−", "-");
  return evaluateFormula(parseFormula(source), EMPTY_ENV);
}

describe("explainReward equals the papers' code", () => {
  it.each(cases.hiprag.map((c, i) => [i, c] as const))("HiPRAG released code, case %i", (_, c) => {
    const input = rewardInputOf(c.text, c.golds, "hiprag", c.verdicts);
    const params = { variant: "released-code", lambda_f: c.lambda_f, lambda_p: 0.4 };
    const explained = explainReward("hiprag", params, HIPRAG.compute(input, params));
    expect(explained).not.toBeNull();
    expect(explained!.total).toBeCloseTo(c.score, 12);
    expect(evaluateFilled(explained!.filled)).toBeCloseTo(c.score, 3);
  });

  it.each(cases.searchR1.map((c, i) => [i, c] as const))("Search-R1 EM and EM + format, case %i", (_, c) => {
    const input = rewardInputOf(c.text, c.golds, "search-r1");
    const em = explainReward("search-r1-em", {}, SEARCH_R1_EM.compute(input));
    expect(em!.total).toBe(c.em);
    expect(em!.filled).toBe(String(c.em));
    for (const { score, ...params } of c.format) {
      const explained = explainReward("search-r1-format", params, SEARCH_R1_FORMAT.compute(input, params));
      expect(explained!.total).toBeCloseTo(score, 12);
      expect(evaluateFilled(explained!.filled)).toBeCloseTo(score, 12);
    }
  });
});

describe("explainReward fills in the trajectory's numbers", () => {
  const judge = "judge:x";
  const search = (over: boolean): TRewardStep => ({
    kind: "search",
    query: "q",
    labels: [{ source: judge, name: "over_search", value: over }],
  });
  const reasoning = (under: boolean): TRewardStep => ({
    kind: "reasoning",
    labels: [{ source: judge, name: "under_search", value: under }],
  });

  it("writes HiPRAG's paper formula as the issue's example: 4 of 6 steps correct", () => {
    const steps = [search(false), search(false), search(true), reasoning(false), reasoning(false), reasoning(true)];
    const input: TRewardInput = { acc: 1, isFormatValid: true, steps };
    const params = { lambda_f: 0.2, lambda_p: 0.4 };
    const explained = explainReward("hiprag", params, HIPRAG.compute(input, params))!;
    expect(explained.filled).toBe("0.8·1 + 0.2·1 + 0.4·1·1·4/6");
    // 0.8 + 0.2 + 0.4 · 4/6, by hand.
    expect(explained.total).toBeCloseTo(1 + (0.4 * 4) / 6, 12);
    expect(formatTermNumber(explained.total)).toBe("1.267");
    expect(explained.terms.map((t) => [t.name, t.weightLabel, t.weight])).toEqual([
      ["outcome", "1−λf", 0.8],
      ["format", "λf", 0.2],
      ["process", "λp", 0.4],
    ]);
  });

  it("takes the run's weights, and says when there is no step to divide by", () => {
    const input: TRewardInput = { acc: 0, isFormatValid: true, steps: [] };
    const params = { lambda_f: 0.1, lambda_p: 0.3 };
    const explained = explainReward("hiprag", params, HIPRAG.compute(input, params))!;
    expect(explained.filled).toBe("0.9·0 + 0.1·1 + 0.3·0·1·0");
    expect(explained.total).toBeCloseTo(0.1, 12);
    expect(explained.terms[2]!.valueText).toBe("0·1·0 (no steps)");
  });

  it("writes Search-P1's sum with both path tracks", () => {
    const input: TRewardInput = {
      acc: 0,
      f1: 0.5,
      isFormatValid: true,
      steps: [{ kind: "plan", reasoning: "1. find the capital\n2. find its river" }, search(false)],
      referencePlan: ["capital of france"],
    };
    const params = { lambda_a: 0.6, lambda_p: 0.3, lambda_f: 0.1 };
    const result = SEARCH_P1.compute(input, params);
    const explained = explainReward("search-p1", params, result)!;
    const { outcome, s_self: self, s_ref: ref } = result.components as Record<string, number>;
    expect(explained.filled).toBe(
      `0.6·${formatTermNumber(outcome!)} + 0.3·max(${formatTermNumber(self!)}, ${formatTermNumber(ref!)}) + 0.1·1`,
    );
    expect(explained.total).toBeCloseTo(result.total!, 12);
  });

  it("has nothing to fill in for an unknown reward or a preset without a sum", () => {
    expect(explainReward("hiprag", {}, { total: null, components: {} })).toBeNull();
    expect(explainReward("pro-step", {}, { total: 0.5, components: {} })).toBeNull();
    expect(explainReward("no-such-preset", {}, { total: 1, components: {} })).toBeNull();
  });
});

describe("compareWithLogged", () => {
  it.each([
    [1.2666666, 1.267, "equal"],
    [1.2666666, 1.1, "differs"],
    [1, null, "unknown"],
  ] as const)("%s against %s is %s", (total, logged, kind) => {
    expect(compareWithLogged(total, logged).kind).toBe(kind);
  });
});
