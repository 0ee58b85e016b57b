import { describe, expect, it } from "vitest";
import {
  chartQueryString,
  DEFAULT_SMOOTHING,
  dynamicsParams,
  parseDynamicsParams,
  ZChartQuery,
  ZEfficiencyQuery,
} from "./params";

describe("the dynamics page's URL state", () => {
  it("reads every parameter and writes it back canonically, defaults left out", () => {
    const search = {
      metric: "reward, em,reward",
      dataset: "nq",
      smooth: "0.8",
      runs: "a,b",
      from: "10",
      to: "20",
      band: "p50p90",
      bin: "5",
      facet: "dataset",
    };
    const { state, issues } = parseDynamicsParams(search);
    expect(issues).toEqual([]);
    expect(state).toEqual({
      metrics: ["reward", "em"],
      dataset: "nq",
      smoothing: 0.8,
      runs: ["a", "b"],
      zoom: { from: 10, to: 20 },
      band: "p50p90",
      bin: 5,
      facet: "dataset",
    });
    expect(new URLSearchParams(dynamicsParams(state)).toString()).toBe(
      "metric=reward%2Cem&dataset=nq&smooth=0.8&runs=a%2Cb&from=10&to=20&band=p50p90&bin=5&facet=dataset",
    );
    expect(parseDynamicsParams({ bin: "auto" }).state.bin).toBe("auto");
    expect(parseDynamicsParams({ bin: "0" }).issues.join()).toContain("bin");
    expect(dynamicsParams(parseDynamicsParams({}).state)).toEqual([]);
  });

  it.each([
    [{ smooth: "1" }, "smooth"],
    [{ band: "iqr" }, "band"],
    [{ from: "x" }, "from"],
    [{ from: "30", to: "20" }, "from"],
  ])("keeps what it can read of a damaged link %j and reports %s", (search, name) => {
    const { state, issues } = parseDynamicsParams(search);
    expect(issues.join()).toContain(name);
    expect(state.smoothing).toBe(DEFAULT_SMOOTHING);
    expect(state.zoom).toEqual({ from: null, to: null });
  });
});

describe("the chart endpoint's query", () => {
  it("is strict: one metric, known parameters, an ordered zoom", () => {
    expect(ZChartQuery.parse({ metric: "log:val/test_score/nq", runs: "x", to: "5" })).toEqual({
      metric: "log:val/test_score/nq",
      dataset: null,
      smoothing: DEFAULT_SMOOTHING,
      runs: ["x"],
      zoom: { from: null, to: 5 },
      band: "auto",
      bin: "auto",
    });
    expect(ZChartQuery.safeParse({}).success).toBe(false);
    expect(ZChartQuery.safeParse({ metric: "em", limit: "3" }).success).toBe(false);
    expect(ZChartQuery.safeParse({ metric: "em", from: "9", to: "3" }).success).toBe(false);
    expect(ZEfficiencyQuery.safeParse({ metric: "em" }).success).toBe(false);
  });

  it("round-trips through its canonical query string", () => {
    const query = ZChartQuery.parse({ metric: "em", dataset: "nq", smooth: "0", from: "1", band: "p50p90" });
    expect(chartQueryString(query)).toBe("metric=em&dataset=nq&smooth=0&from=1&band=p50p90");
    expect(ZChartQuery.parse(Object.fromEntries(new URLSearchParams(chartQueryString(query))))).toEqual(query);
    const efficiency = ZEfficiencyQuery.parse({ dataset: "nq" });
    expect(chartQueryString(efficiency)).toBe("dataset=nq");
  });
});
