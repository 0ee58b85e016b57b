import { describe, expect, it } from "vitest";
import { compareQueryString, parseCompareParams, ZCompareQuery } from "./params";
import { DEFAULT_COMPARE_STATE, resolveCompare, type TCompareState } from "./state";

const FULL: TCompareState = {
  runs: ["search-r1", "ours, v2", "50%-ablation"],
  baseline: "search-r1",
  metric: "f1",
  datasets: ["nq", "hotpotqa"],
  splits: ["test"],
  step: { min: 300, max: 400 },
  scope: "all",
  curve: "logged:critic/score/mean",
  smooth: 0.9,
  a: "ours, v2",
  b: "search-r1",
  correct: "f1>=0.5",
  list: "b",
  open: { a: "812", b: "977" },
  align: "kind",
};

const roundTrip = (state: TCompareState) =>
  parseCompareParams(Object.fromEntries(new URLSearchParams(compareQueryString(state))));

describe("the comparison in the URL", () => {
  it("leaves every default out", () => {
    expect(compareQueryString(DEFAULT_COMPARE_STATE)).toBe("");
    expect(compareQueryString({ ...DEFAULT_COMPARE_STATE, runs: ["a", "b"] })).toBe("?runs=a,b");
  });

  it("writes a readable link", () => {
    expect(compareQueryString(FULL)).toBe(
      "?runs=search-r1,ours%252C%20v2,50%2525-ablation&baseline=search-r1&metric=f1&dataset=nq,hotpotqa&split=test" +
        "&step=300..400&scope=all&curve=logged:critic/score/mean&smooth=0.9&a=ours,%20v2&b=search-r1&correct=f1%3E%3D0.5&list=b" +
        "&open=812,977&align=kind",
    );
  });

  it("reads back exactly what it wrote, commas and percent signs in run names included", () => {
    const { state, issues } = roundTrip(FULL);
    expect(issues).toEqual([]);
    expect(state).toEqual(FULL);
    expect(roundTrip({ ...FULL, smooth: 0 }).state.smooth).toBe(0);
  });

  it("keeps what it can read from a hand-edited link and reports the rest", () => {
    const { state, issues } = parseCompareParams({ runs: "a,b", metric: "bleu", open: "1", step: "9..1" });
    expect(state.runs).toEqual(["a", "b"]);
    expect(state.metric).toBe("em");
    expect(state.open).toBeNull();
    expect(issues.map((i) => i.split(":")[0])).toEqual(["metric", "step", "open"]);
  });

  it("refuses unknown parameters and more than six runs at the endpoints", () => {
    expect(ZCompareQuery.safeParse({ runs: "a,b", limit: "3" }).success).toBe(false);
    expect(ZCompareQuery.safeParse({ runs: "a,b,c,d,e,f,g" }).success).toBe(false);
    expect(ZCompareQuery.parse({ runs: "a,b", smooth: "0.8" })).toMatchObject({ runs: ["a", "b"], smooth: 0.8 });
  });

  it("resolves the defaults: baseline first run, diff baseline against the next run, curve = metric", () => {
    expect(resolveCompare({ ...DEFAULT_COMPARE_STATE, runs: ["x"] })).toBeNull();
    expect(resolveCompare({ ...DEFAULT_COMPARE_STATE, runs: ["x", "y", "z"], metric: "f1" })).toEqual({
      baseline: "x",
      a: "x",
      b: "y",
      curve: "f1",
    });
    const chosen = { ...DEFAULT_COMPARE_STATE, runs: ["x", "y", "z"], baseline: "z", a: "y", b: "y" };
    expect(resolveCompare(chosen)).toMatchObject({ baseline: "z", a: "y", b: "x" });
    expect(resolveCompare({ ...chosen, baseline: "gone" })).toMatchObject({ baseline: "x" });
  });

  it("keeps the correctness choice canonical and refuses an unknown one", () => {
    const { state, issues } = parseCompareParams({ runs: "a,b", correct: " f1 >= .8 " });
    expect(state.correct).toBe("f1>=0.8");
    expect(issues).toEqual([]);
    expect(compareQueryString({ ...state, correct: "verdict" })).toBe("?runs=a,b&correct=verdict");
    const bad = parseCompareParams({ runs: "a,b", correct: "judge", scope: "some" });
    expect(bad.state.correct).toBe("em");
    expect(bad.state.scope).toBe("evaluation");
    expect(bad.issues).toHaveLength(2);
    expect(ZCompareQuery.safeParse({ runs: "a,b", correct: "judge" }).success).toBe(false);
  });
});
