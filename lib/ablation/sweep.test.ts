import { describe, expect, it } from "vitest";
import { configValue, sweepableParameters, sweepSeries } from "./sweep";

const config = (lambdaP: unknown) => ({
  reward: { preset: "search-p1", weights: { lambda_a: 0.6, lambda_p: lambdaP } },
});

describe("sweepSeries", () => {
  it("gives one point per value, seeds pooled, skipping runs it cannot place", () => {
    // Search-P1 Table 11 averages: 46.5, 47.3, 46.8
    const sweep = sweepSeries(
      [
        { run: "lp-0.4", config: config(0.4), value: 0.468 },
        { run: "lp-0.3-a", config: config(0.3), value: 0.471 },
        { run: "lp-0.2", config: config("0.2"), value: 0.465 },
        { run: "lp-0.3-b", config: config(0.3), value: 0.475 },
        { run: "no-param", config: { reward: {} }, value: 0.4 },
        { run: "text", config: config("high"), value: 0.4 },
        { run: "no-value", config: config(0.5), value: null },
      ],
      "reward.weights.lambda_p",
    );
    expect(sweep.points.map((p) => [p.x, p.runs])).toEqual([
      [0.2, ["lp-0.2"]],
      [0.3, ["lp-0.3-a", "lp-0.3-b"]],
      [0.4, ["lp-0.4"]],
    ]);
    expect(sweep.points[1]?.y).toBeCloseTo(0.473, 12);
    expect([sweep.points[1]?.min, sweep.points[1]?.max]).toEqual([0.471, 0.475]);
    expect(sweep.skipped).toEqual([
      { run: "no-param", reason: "missing parameter" },
      { run: "text", reason: "not a number" },
      { run: "no-value", reason: "no value" },
    ]);
  });
});

describe("configValue", () => {
  it("follows dotted paths, own properties only", () => {
    expect(configValue(config(0.3), "reward.weights.lambda_p")).toBe(0.3);
    expect(configValue(config(0.3), "reward.missing.x")).toBeUndefined();
    expect(configValue({}, "toString")).toBeUndefined();
  });
});

describe("sweepableParameters", () => {
  it("lists numeric paths that differ between runs", () => {
    expect(sweepableParameters([config(0.2), config(0.3), { ...config(0.3), top_k: 3 }])).toEqual([
      "reward.weights.lambda_p",
    ]);
  });
});
