import { describe, expect, it } from "vitest";
import { correctnessOf, EMPTY_FILTER, isEmptyFilter } from "./filter";

describe("correctnessOf", () => {
  it.each([
    [null, { by: "metric", metric: "em", atLeast: 1 }],
    ["em", { by: "metric", metric: "em", atLeast: 1 }],
    ["acc", { by: "metric", metric: "acc", atLeast: 1 }],
    ["f1>=0.5", { by: "metric", metric: "f1", atLeast: 0.5 }],
    ["verdict", { by: "label", name: "answer_correct" }],
    ["verdict:is_correct", { by: "label", name: "is_correct" }],
    // A text that does not parse (an old link) falls back to EM, as the outcome filter does.
    ["f1>=2", { by: "metric", metric: "em", atLeast: 1 }],
  ])("reads correct=%s", (correct, expected) => {
    expect(correctnessOf({ correct })).toEqual(expected);
  });

  it("a correctness choice alone does not make a filter", () => {
    expect(isEmptyFilter({ ...EMPTY_FILTER, correct: "verdict" })).toBe(true);
  });
});
