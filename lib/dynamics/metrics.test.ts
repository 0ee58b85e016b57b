import { describe, expect, it } from "vitest";
import { PERCENT } from "@/lib/charts";
import {
  defaultMetrics,
  metricIdOf,
  metricLabel,
  metricValueFormat,
  parseMetricId,
  resolveBand,
  isBinaryMetric,
} from "./metrics";

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
    ["auto", false, "ci95"],
    ["minmax", false, "minmax"],
    ["p50p90", false, "p50p90"],
    ["none", false, "none"],
    ["auto", true, "none"],
    ["minmax", true, "none"],
  ] as const)("%s (runs overlaid: %s): %s", (band, isOverlaid, resolved) => {
    expect(resolveBand(band, isOverlaid)).toBe(resolved);
  });

  it("knows the right/wrong metrics", () => {
    expect(["em", "acc", "format_valid", "over_search_rate", "reward", "log:em"].map(isBinaryMetric)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
