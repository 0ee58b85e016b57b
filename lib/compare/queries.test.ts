import { describe, expect, it } from "vitest";
import { compareApiPath, compareKeys } from "./queries";
import { DEFAULT_COMPARE_STATE, type TCompareState } from "./state";

const state: TCompareState = { ...DEFAULT_COMPARE_STATE, runs: ["a", "b", "c"], datasets: ["nq"] };

describe("comparison query keys", () => {
  it("key each part by only the state it reads", () => {
    const other = { ...state, curve: "reward", smooth: 0.9, list: "b" as const, open: { a: "1", b: "2" } };
    expect(compareKeys.scores(other)).toEqual(compareKeys.scores(state));
    expect(compareKeys.diff(other)).toEqual(compareKeys.diff(state));
    expect(compareKeys.curves(other)).not.toEqual(compareKeys.curves(state));
    // The scores carry the paired tests against the baseline for the metric: both are in their key.
    expect(compareKeys.scores({ ...state, metric: "f1", baseline: "b" })).not.toEqual(compareKeys.scores(state));
    expect(compareKeys.scores({ ...state, baseline: "a" })).toEqual(compareKeys.scores(state));
  });

  it("send the diff endpoint its two runs, A first, with defaults resolved", () => {
    expect(compareApiPath("diff", state)).toBe("/api/compare/diff?runs=a,b&dataset=nq");
    expect(compareApiPath("diff", { ...state, a: "c", b: "a" })).toBe("/api/compare/diff?runs=c,a&dataset=nq");
    expect(compareApiPath("curves", state)).toBe("/api/compare/curves?runs=a,b,c&dataset=nq&curve=em");
  });
});
