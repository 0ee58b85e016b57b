import { describe, expect, it } from "vitest";
import { combinedReward, isPairKept, meanValue, nodeValue, PRO_STEP, stepValue, terminalValue } from "./pro-step";

describe("PRO-Step tree values", () => {
  it.each([
    { f1: 1, depth: 0, gamma: 0.9, expected: 1 },
    { f1: 1, depth: 3, gamma: 0.9, expected: 0.729 },
    { f1: 0.5, depth: 2, gamma: 0.9, expected: 0.405 },
    { f1: 0.8, depth: 4, gamma: 0.5, expected: 0.05 },
    { f1: null, depth: 1, gamma: 0.9, expected: 0 },
  ])("terminal Q = $f1 · $gamma^$depth = $expected", ({ f1, depth, gamma, expected }) => {
    expect(terminalValue({ f1, depth }, gamma)).toBeCloseTo(expected, 15);
  });

  it("non-terminal Q = r̂ · γ^d", () => {
    expect(stepValue({ generativeScore: 1, depth: 2 })).toBeCloseTo(0.81, 15);
    expect(stepValue({ generativeScore: 0, depth: 2 })).toBe(0);
  });

  it.each([
    { node: { visitCount: 4, totalValue: 2.4, generativeScore: 1 }, mean: 0.6, value: 0.9 },
    { node: { visitCount: 4, totalValue: 2.4, generativeScore: 0 }, mean: 0.6, value: 0.6 },
    { node: { visitCount: 2, totalValue: 0.81, generativeScore: null }, mean: 0.405, value: 0.405 },
    { node: { visitCount: 0, totalValue: 0.9, generativeScore: 1 }, mean: 0, value: 0.3 },
  ])("Q̄ and V(s) = Q̄ + 0.3·r̂ for $node", ({ node, mean, value }) => {
    expect(meanValue(node)).toBeCloseTo(mean, 15);
    expect(nodeValue(node)).toBeCloseTo(value, 15);
  });

  it("released code ranks by f1_reward + α·generative_score", () => {
    expect(combinedReward({ f1Reward: 0.729, generativeScore: 1 })).toBeCloseTo(1.029, 15);
    expect(combinedReward({ f1Reward: 0.729, generativeScore: null })).toBe(0.729);
  });

  it.each([
    [{ chosenF1: 0.2, rejectedF1: 0 }, true],
    [{ chosenF1: 0.19, rejectedF1: 0 }, false],
    [{ chosenF1: 1, rejectedF1: 0.75 }, true],
    [{ chosenF1: 1, rejectedF1: 0.8 }, false], // 1 − 0.8 = 0.19999999999999996 in doubles, as in Python
    [{ chosenF1: 0.5, rejectedF1: 0.3 }, true], // 0.5 − 0.3 = 0.2 exactly
  ])("outcome-margin filter %j → %j", (pair, kept) => {
    expect(isPairKept(pair)).toBe(kept);
  });
});

describe("PRO-Step preset", () => {
  it("discounts F1 by the number of steps", () => {
    const steps = [{ kind: "search" as const }, { kind: "search" as const }, { kind: "answer" as const }];
    expect(PRO_STEP.compute({ f1: 0.5, steps }).total).toBeCloseTo(0.3645, 15);
    expect(PRO_STEP.compute({ f1: 0.5, steps }, { gamma: 1 }).total).toBe(0.5);
    expect(PRO_STEP.compute({ f1: null, steps }).total).toBeNull();
  });
});
