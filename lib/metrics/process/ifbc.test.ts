import { describe, expect, it } from "vitest";
import { hasFlawedIntermediateStep, ifbcRate, intermediateSteps, isFlawedButCorrect } from "./ifbc";
import { correctnessRule, parseCorrectness, sourceMatchOf } from "./metric-options";
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
    { name: "answer only, judged: nothing intermediate", steps: [step("answer", "GOOD")], expected: false },
    { name: "answer only, not judged", steps: [step("answer")], expected: null },
    { name: "no steps at all", steps: [], expected: null },
    { name: "only UNKNOWN", steps: [step("search", "UNKNOWN"), step("answer", "UNKNOWN")], expected: null },
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

  it("reports a run without step labels as not judged, never 0", () => {
    // R1-Searcher's files carry a verdict but no step labels; some trajectories have no search at all.
    const run: TProcessTrajectory[] = [
      { em: 1, steps: [step("answer")] },
      { em: 1, steps: [] },
      { em: 1, steps: [step("search"), step("answer")] },
    ];
    expect(ifbcRate(run)).toEqual({ count: 0, total: 0, rate: null, correct: 3, unjudgedCorrect: 3 });
  });

  it("reads the judge as logged or after people's corrections", () => {
    // The judge called the search BAD; a person corrected it to GOOD afterwards (a later label).
    const corrected: TProcessStep = {
      kind: "search",
      labels: [
        { source: judge, name: "step_quality", value: "BAD" },
        { source: "human:ada", name: "step_quality", value: "GOOD" },
      ],
    };
    const run: TProcessTrajectory[] = [{ em: 1, steps: [corrected, step("answer", "GOOD")] }];
    expect(ifbcRate(run, { source: sourceMatchOf("corrected") })).toMatchObject({ count: 0, total: 1 });
    expect(ifbcRate(run, { source: sourceMatchOf("logged") })).toMatchObject({ count: 1, total: 1, rate: 1 });
  });

  it("takes F1 ≥ τ or acc as correctness", () => {
    const run: TProcessTrajectory[] = [
      { em: 0, acc: 1, f1: 0.6, steps: flawed },
      { em: 0, acc: 0, f1: 0.4, steps: clean },
    ];
    expect(ifbcRate(run, { correctness: correctnessRule(parseCorrectness("f1>=0.5"), "corrected") })).toMatchObject({
      count: 1,
      total: 1,
      correct: 1,
    });
    expect(ifbcRate(run, { correctness: correctnessRule(parseCorrectness("f1>=0.4"), "corrected") })).toMatchObject({
      count: 1,
      total: 2,
    });
    expect(ifbcRate(run, { correctness: correctnessRule(parseCorrectness("acc"), "corrected") })).toMatchObject({
      count: 1,
      total: 1,
    });
  });
});
