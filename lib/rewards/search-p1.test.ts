import { describe, expect, it } from "vitest";
import { SEARCH_P1, tracksChoice } from "./search-p1";
import type { TRewardInput, TRewardStep } from "./types";

const plan: TRewardStep = {
  kind: "plan",
  reasoning: "1. Find the director of Jaws\n2. Find the director's birth year",
};
const searches: TRewardStep[] = [
  { kind: "search", query: "Jaws director", conclusion: "Steven Spielberg" },
  { kind: "search", query: "Steven Spielberg birth year", conclusion: "1946" },
];
const answer: TRewardStep = { kind: "answer", answer: "1946" };
const detour: TRewardStep = { kind: "search", query: "weather today", conclusion: "sunny" };
const judge = "judge:hy-2.0";

// Token overlap: both own items and both reference items are covered by the two searches, so
// n_exec = n_plan = n_covered = |ref| = n_actions = 2 and S_self = S_ref = 1.
const base: TRewardInput = {
  acc: 1,
  f1: 1,
  isFormatValid: true,
  steps: [plan, ...searches, answer],
  referencePlan: ["Identify who directed Jaws", "Look up when that director was born"],
};

describe("Search-P1 reward", () => {
  it.each([
    { name: "correct, valid, full path: 0.6 + 0.3 + 0.1", input: base, total: 1 },
    { name: "wrong, F1 0.4 as soft outcome", input: { ...base, acc: 0, f1: 0.4 }, total: 0.6 * 0.4 + 0.3 + 0.1 },
    { name: "wrong, F1 0.8 capped at 0.5", input: { ...base, acc: 0, f1: 0.8 }, total: 0.6 * 0.5 + 0.3 + 0.1 },
    {
      name: "wrong, the evaluator's outcome score wins over F1",
      input: { ...base, acc: 0, f1: 0.8, labels: [{ source: judge, name: "outcome_score", value: 0.2 }] },
      total: 0.6 * 0.2 + 0.3 + 0.1,
    },
    {
      name: "invalid format with an answer: buffer 0.5",
      input: { ...base, isFormatValid: false },
      total: 0.6 + 0.3 + 0.05,
    },
    {
      name: "invalid format without an answer: 0",
      input: { ...base, acc: 0, f1: 0, isFormatValid: false, steps: [plan, ...searches] },
      total: 0.3,
    },
    {
      name: "two detours halve both tracks (n_actions = 4)",
      input: { ...base, steps: [plan, ...searches, detour, detour, answer] },
      total: 0.6 + 0.3 * 0.5 + 0.1,
    },
    {
      name: "no plan, no reference: no path score",
      input: { ...base, steps: [...searches, answer], referencePlan: [] },
      total: 0.7,
    },
    {
      name: "evaluator labels: S_self = 0.8·0.5·min(1, 1/2) = 0.2, S_ref = 0",
      input: {
        ...base,
        steps: [
          {
            ...plan,
            labels: [
              { source: judge, name: "plan_coverage", value: 0.5 },
              { source: judge, name: "plan_quality", value: 0.8 },
            ],
          },
          ...searches,
          answer,
        ],
        labels: [{ source: judge, name: "reference_coverage", value: 0 }],
      },
      total: 0.6 + 0.3 * 0.2 + 0.1,
    },
  ])("$name → $total", ({ input, total }) => {
    expect(SEARCH_P1.compute(input).total).toBeCloseTo(total, 14);
  });

  it("reports its components and follows the weights", () => {
    const result = SEARCH_P1.compute(
      { ...base, steps: [plan, ...searches, detour, detour, answer] },
      {
        lambda_a: 1,
        lambda_p: 0.2,
        lambda_f: 0,
      },
    );
    expect(result.total).toBeCloseTo(1 + 0.2 * 0.5, 14);
    expect(result.components).toEqual({
      outcome: 1,
      path: 0.5,
      format: 1,
      s_self: 0.5,
      s_ref: 0.5,
      r_planner: 1,
      n_exec: 2,
      n_plan: 2,
      n_covered: 2,
      n_ref: 2,
      n_actions: 4,
    });
  });

  it("is null without acc or format validity, and states its choices", () => {
    expect(SEARCH_P1.compute({ ...base, acc: null }).total).toBeNull();
    expect(SEARCH_P1.compute({ ...base, isFormatValid: null }).total).toBeNull();
    expect(SEARCH_P1.choices.length).toBeGreaterThanOrEqual(8);
    expect(SEARCH_P1.params.map((p) => [p.name, p.default])).toEqual([
      ["lambda_a", 0.6],
      ["lambda_p", 0.3],
      ["lambda_f", 0.1],
      ["soft_cap", 0.5],
      ["format_buffer", 0.5],
      ["coverage_threshold", 0.5],
      ["tracks", "both"],
    ]);
  });

  it("scores one track alone in the single-track ablations", () => {
    // plan_quality 0.5 halves S_self only: S_self = 0.5, S_ref = 1 (hand count over `base`).
    const halfPlanner: TRewardInput = {
      ...base,
      steps: [{ ...plan, labels: [{ source: judge, name: "plan_quality", value: 0.5 }] }, ...searches, answer],
    };
    for (const [tracks, path] of [
      ["both", 1],
      ["self", 0.5],
      ["reference", 1],
    ] as const) {
      const result = SEARCH_P1.compute(halfPlanner, { tracks });
      expect(result.components.path, tracks).toBe(path);
      expect(result.total, tracks).toBeCloseTo(0.6 * 1 + 0.3 * path + 0.1 * 1, 15);
    }
    expect([tracksChoice(["self"]), tracksChoice(["reference"]), tracksChoice(["self", "reference"])]).toEqual([
      "self",
      "reference",
      "both",
    ]);
    expect(tracksChoice(undefined)).toBe("both");
  });
});
