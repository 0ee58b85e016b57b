import { describe, expect, it } from "vitest";
import { correctedFlags, loggedFlags, type TFlagLabel } from "./flags";

let nextId = 1;
const label = (over: Partial<TFlagLabel>): TFlagLabel => {
  const id = String(nextId++);
  return {
    id,
    stepIndex: 0,
    name: "step_quality",
    source: "judge:j",
    valueType: "category",
    value: "GOOD",
    correctsId: null,
    authorName: null,
    createdAt: `2026-11-30T10:00:${id.padStart(2, "0")}.000Z`,
    ...over,
  };
};
const steps = [
  { index: 0, kind: "search" as const },
  { index: 1, kind: "answer" as const },
];

describe("flags from labels", () => {
  const overJudge = label({ name: "over_search", valueType: "boolean", value: "true" });
  const badJudge = label({ value: "BAD" });

  it("as logged: the judge's verdicts", () => {
    expect(loggedFlags({ em: 1, steps, labels: [overJudge, badJudge] })).toEqual({
      hasOverSearch: true,
      hasUnderSearch: false,
      isFlawedButCorrect: true,
    });
  });

  it("as corrected: a correction supersedes what it corrects, a person's label the judge's", () => {
    const notOver = label({
      name: "over_search",
      valueType: "boolean",
      value: "false",
      source: "human:ada",
      authorName: "ada",
      correctsId: overJudge.id,
    });
    // Added beside the judge's (as in a queue), not as a correction: it still holds.
    const good = label({ value: "GOOD", source: "human:bob", authorName: "bob" });
    const input = { em: 1, steps, labels: [overJudge, badJudge, notOver, good] };
    expect(correctedFlags(input)).toEqual({ hasOverSearch: false, hasUnderSearch: false, isFlawedButCorrect: false });
    expect(loggedFlags(input)).toEqual({ hasOverSearch: true, hasUnderSearch: false, isFlawedButCorrect: true });
  });

  it("reads under-search on non-search steps only and flawed-but-correct only when correct", () => {
    const under = label({ stepIndex: 1, name: "under_search", valueType: "boolean", value: "true" });
    expect(correctedFlags({ em: 0, steps, labels: [under, badJudge] })).toEqual({
      hasOverSearch: false,
      hasUnderSearch: true,
      isFlawedButCorrect: false,
    });
  });
});
