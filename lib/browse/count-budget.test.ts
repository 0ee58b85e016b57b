import { describe, expect, it } from "vitest";
import { ALWAYS_EXACT_RUN, countMethod, countShown, EXACT_UP_TO } from "./count-budget";

describe("countMethod", () => {
  it.each([
    // A small run counts exactly even when stale statistics make the planner expect a million.
    [500, 1, "exact"],
    [500, 1_000_000, "exact"],
    [ALWAYS_EXACT_RUN, EXACT_UP_TO + 1, "exact"],
    [ALWAYS_EXACT_RUN + 1, EXACT_UP_TO, "exact-within-budget"],
    [ALWAYS_EXACT_RUN + 1, 87, "exact-within-budget"],
    [ALWAYS_EXACT_RUN + 1, EXACT_UP_TO + 1, "estimate"],
  ] as const)("a run of %i with %i expected matches: %s", (runTrajectories, estimate, method) => {
    expect(countMethod({ runTrajectories, estimate })).toBe(method);
  });
});

describe("countShown", () => {
  const estimate = { count: 194_400, margin: 8_708, isExact: false as const, estimatedBecause: "slow" as const };

  it("shows the cards' exact count of the same filter instead of an estimate", () => {
    expect(countShown(estimate, 188_402)).toEqual({ count: 188_402, isExact: true });
  });

  it("keeps an exact count, and an estimate the cards have not counted yet", () => {
    expect(countShown({ count: 87, isExact: true }, 90)).toEqual({ count: 87, isExact: true });
    expect(countShown(estimate, undefined)).toBe(estimate);
    expect(countShown(undefined, 188_402)).toBeUndefined();
  });
});
