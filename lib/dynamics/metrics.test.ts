import { describe, expect, it } from "vitest";
import { PERCENT } from "@/lib/charts";
import { defaultMetrics, metricIdOf, metricLabel, metricValueFormat, parseMetricId, resolveBand } from "./metrics";

describe("metric ids", () => {
  it.each([
    ["em", { source: "stats", name: "em" }],
    ["component:path", { source: "stats", name: "component:path" }],
    ["log:val/test_score/nq", { source: "logged", name: "val/test_score/nq" }],
  ] as const)("%s names %j and back", (id, parsed) => {
    expect(parseMetricId(id)).toEqual(parsed);
    expect(metricIdOf(parsed)).toBe(id);
  });

  it("labels and formats as the papers print them", () => {
    expect(metricLabel("em")).toBe("EM");
    expect(metricLabel("component:path")).toBe("Reward component path");
    expect(metricLabel("log:critic/score/mean")).toBe("critic/score/mean (logged)");
    expect(metricValueFormat("em")).toEqual(PERCENT);
    expect(metricValueFormat("format_valid")).toEqual(PERCENT);
    expect(metricValueFormat("log:val/test_score/nq")).toEqual(PERCENT);
    expect(metricValueFormat("response_bytes")).toEqual({ kind: "integer" });
  });

  it("opens on reward and EM, else the first metric the run has", () => {
    expect(defaultMetrics(["acc", "em", "reward"], [])).toEqual(["reward", "em"]);
    expect(defaultMetrics(["searches"], ["x"])).toEqual(["searches"]);
    expect(defaultMetrics([], ["critic/score/mean"])).toEqual(["log:critic/score/mean"]);
    expect(defaultMetrics([], [])).toEqual([]);
  });
});

describe("the band a chart draws", () => {
  it.each([
    ["em", "auto", "none"],
    ["over_search_rate", "auto", "none"],
    ["reward", "auto", "minmax"],
    ["log:val/test_score/nq", "auto", "minmax"],
    ["em", "p50p90", "p50p90"],
    ["reward", "none", "none"],
  ] as const)("%s with %s: %s", (id, band, resolved) => {
    expect(resolveBand(id, band)).toBe(resolved);
  });
});
