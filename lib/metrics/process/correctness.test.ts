import { describe, expect, it } from "vitest";
import { isCorrect } from "./correctness";
import type { TCorrectnessRule, TProcessLabel } from "./types";

const verdict = (value: TProcessLabel["value"], source = "judge:gpt-4o"): TProcessLabel => ({
  source,
  name: "answer_correct",
  value,
});

describe("isCorrect", () => {
  it.each([
    { name: "default: EM 1", trajectory: { em: 1 }, rule: undefined, expected: true },
    { name: "default: EM 0", trajectory: { em: 0, acc: 1 }, rule: undefined, expected: false },
    { name: "default: EM unknown", trajectory: { em: null }, rule: undefined, expected: null },
    {
      name: "acc ≥ 1",
      trajectory: { em: 0, acc: 1 },
      rule: { by: "metric", metric: "acc", atLeast: 1 },
      expected: true,
    },
    { name: "F1 ≥ 0.5", trajectory: { f1: 0.5 }, rule: { by: "metric", metric: "f1", atLeast: 0.5 }, expected: true },
    { name: "F1 < 0.5", trajectory: { f1: 0.4 }, rule: { by: "metric", metric: "f1", atLeast: 0.5 }, expected: false },
    {
      name: "judge verdict True",
      trajectory: { em: 0, labels: [verdict("True")] },
      rule: { by: "label", name: "answer_correct" },
      expected: true,
    },
    {
      name: "a person's correction is the last label",
      trajectory: { labels: [verdict(true), verdict(false, "human:ada")] },
      rule: { by: "label", name: "answer_correct" },
      expected: false,
    },
    {
      name: "one source only",
      trajectory: { labels: [verdict(true), verdict(false, "human:ada")] },
      rule: { by: "label", name: "answer_correct", source: "judge:gpt-4o" },
      expected: true,
    },
    {
      name: "a score label",
      trajectory: { labels: [verdict(0.4)] },
      rule: { by: "label", name: "answer_correct" },
      expected: false,
    },
    { name: "no label", trajectory: { em: 1 }, rule: { by: "label", name: "answer_correct" }, expected: null },
  ] satisfies { name: string; trajectory: object; rule: TCorrectnessRule | undefined; expected: boolean | null }[])(
    "$name",
    ({ trajectory, rule, expected }) => {
      expect(isCorrect(trajectory, rule)).toBe(expected);
    },
  );
});
