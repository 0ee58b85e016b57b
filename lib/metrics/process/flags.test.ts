import { describe, expect, it } from "vitest";
import { deriveTrajectoryFlags, type TFlagsInput } from "./flags";
import type { TProcessLabel, TProcessStep } from "./types";

const label = (name: string, value: TProcessLabel["value"], source = "judge:x"): TProcessLabel => ({
  source,
  name,
  value,
});
const search = (...labels: TProcessLabel[]): TProcessStep => ({ kind: "search", query: "q", labels });
const reasoning = (...labels: TProcessLabel[]): TProcessStep => ({ kind: "reasoning", labels });
const answer: TProcessStep = { kind: "answer", labels: [label("step_quality", "GOOD")] };
const none = { hasOverSearch: false, hasUnderSearch: false, isFlawedButCorrect: false };

describe("deriveTrajectoryFlags", () => {
  it.each([
    { name: "no labels", input: { em: 1, steps: [search(), answer] }, expected: none },
    {
      name: "over-search on a search step",
      input: { em: 0, steps: [search(label("over_search", true)), answer] },
      expected: { ...none, hasOverSearch: true },
    },
    {
      name: "over-search stored as text, corrected back by a person",
      input: { em: 0, steps: [search(label("over_search", "true"), label("over_search", "false", "human:ada"))] },
      expected: none,
    },
    {
      name: "under-search on a reasoning step",
      input: { em: 0, steps: [reasoning(label("under_search", true)), answer] },
      expected: { ...none, hasUnderSearch: true },
    },
    {
      name: "flawed but correct (EM 1, a BAD search)",
      input: { em: 1, steps: [search(label("step_quality", "BAD")), answer] },
      expected: { ...none, isFlawedButCorrect: true },
    },
    {
      name: "flawed but wrong",
      input: { em: 0, steps: [search(label("step_quality", "BAD")), answer] },
      expected: none,
    },
    {
      name: "an explicit verdict wins over EM",
      input: { em: 0, answerCorrect: true, steps: [search(label("step_quality", "BAD")), answer] },
      expected: { ...none, isFlawedButCorrect: true },
    },
    {
      name: "a label rule reads trajectory labels (as ingest passes them)",
      input: {
        em: null,
        labels: [label("answer_correct", "true")],
        correctness: { by: "label", name: "answer_correct" },
        steps: [search(label("step_quality", "BAD"), label("over_search", true)), answer],
      },
      expected: { hasOverSearch: true, hasUnderSearch: false, isFlawedButCorrect: true },
    },
    {
      name: "one source only",
      input: { em: 1, source: "human:ada", steps: [search(label("step_quality", "BAD")), answer] },
      expected: none,
    },
  ] satisfies { name: string; input: TFlagsInput; expected: object }[])("$name", ({ input, expected }) => {
    expect(deriveTrajectoryFlags(input)).toEqual(expected);
  });
});
