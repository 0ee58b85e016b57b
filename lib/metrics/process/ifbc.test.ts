import { describe, expect, it } from "vitest";
import { hasFlawedIntermediateStep, ifbcRate, intermediateSteps, isFlawedButCorrect } from "./ifbc";
import type { TProcessStep, TProcessTrajectory } from "./types";

const judge = "judge:qwq-32b";
const step = (kind: TProcessStep["kind"], quality?: string | number): TProcessStep => ({
  kind,
  labels: quality === undefined ? [] : [{ source: judge, name: "step_quality", value: quality }],
});

describe("intermediateSteps", () => {
  it("drops only the last answer step", () => {
    const steps = [step("search"), step("answer"), step("search"), step("answer"), step("invalid")];
    expect(intermediateSteps(steps)).toEqual([steps[0], steps[1], steps[2], steps[4]]);
    expect(intermediateSteps([step("search")])).toHaveLength(1);
  });
});

describe("hasFlawedIntermediateStep", () => {
  it.each([
    {
      name: "a BAD search",
      steps: [step("search", "GOOD"), step("search", "BAD"), step("answer", "GOOD")],
      expected: true,
    },
    { name: "only the answer is BAD", steps: [step("search", "GOOD"), step("answer", "BAD")], expected: false },
    { name: "PRM 0 is BAD", steps: [step("search", 0), step("answer")], expected: true },
    {
      name: "GOOD and unknown",
      steps: [step("search", "GOOD"), step("search", "UNKNOWN"), step("answer")],
      expected: false,
    },
    { name: "nothing labelled", steps: [step("search"), step("answer", "GOOD")], expected: null },
    { name: "answer only: nothing intermediate", steps: [step("answer")], expected: false },
  ])("$name → $expected", ({ steps, expected }) => {
    expect(hasFlawedIntermediateStep(steps)).toBe(expected);
  });
});

describe("IFBC", () => {
  const flawed = [step("search", "BAD"), step("answer", "GOOD")];
  const clean = [step("search", "GOOD"), step("answer", "GOOD")];
  const unjudged = [step("search"), step("answer")];
  const trajectories: TProcessTrajectory[] = [
    { em: 1, steps: flawed },
    { em: 1, steps: clean },
    { em: 1, steps: clean },
    { em: 1, steps: flawed },
    { em: 1, steps: unjudged },
    { em: 0, steps: flawed }, // wrong answers are outside the conditional
    { em: null, steps: flawed },
  ];

  it("is P(flaw ≥ 1 | correct) over judged correct trajectories", () => {
    expect(ifbcRate(trajectories)).toEqual({ count: 2, total: 4, rate: 0.5, correct: 5, unjudgedCorrect: 1 });
  });

  it("follows the correctness rule", () => {
    const labelled: TProcessTrajectory[] = [
      { em: 0, steps: flawed, labels: [{ source: "judge:gpt-4o", name: "answer_correct", value: true }] },
      { em: 1, steps: flawed, labels: [{ source: "judge:gpt-4o", name: "answer_correct", value: false }] },
    ];
    const byLabel = { correctness: { by: "label", name: "answer_correct" } } as const;
    expect(ifbcRate(labelled, byLabel)).toMatchObject({ count: 1, total: 1, rate: 1 });
    expect(ifbcRate(labelled)).toMatchObject({ count: 1, total: 1, rate: 1 });
    expect(isFlawedButCorrect(labelled[0]!, byLabel)).toBe(true);
    expect(isFlawedButCorrect(labelled[1]!, byLabel)).toBe(false);
    expect(isFlawedButCorrect({ em: null, steps: flawed })).toBeNull();
  });

  it("has no rate without correct trajectories", () => {
    expect(ifbcRate([{ em: 0, steps: flawed }])).toEqual({
      count: 0,
      total: 0,
      rate: null,
      correct: 0,
      unjudgedCorrect: 0,
    });
  });
});
