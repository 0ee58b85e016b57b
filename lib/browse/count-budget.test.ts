import { describe, expect, it } from "vitest";
import { ALWAYS_EXACT_RUN, countMethod, EXACT_UP_TO } from "./count-budget";

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
