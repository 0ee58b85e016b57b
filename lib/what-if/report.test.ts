import { describe, expect, it } from "vitest";
import { summarizeRows } from "./accumulate";
import type { TRunMetrics } from "./metrics-types";
import { formatMetricsReport } from "./report";
import { parseSpec } from "./spec";

const METRICS: TRunMetrics = {
  run: "demo",
  normalization: "flashrag",
  correctness: "EM ≥ 1",
  labels: "corrected",
  overall: { trajectories: 3, em: 2 / 3, f1: 0.75, acc: null },
  byDataset: [
    {
      dataset: "nq",
      trajectories: 2,
      em: 0.5,
      f1: 0.6,
      acc: null,
      overSearchRate: { count: 1, total: 3, rate: 1 / 3 },
      underSearchRate: { count: 0, total: 0, rate: null },
    },
    {
      dataset: null,
      trajectories: 1,
      em: 1,
      f1: 1,
      acc: null,
      overSearchRate: { count: 0, total: 1, rate: 0 },
      underSearchRate: { count: 0, total: 0, rate: null },
    },
  ],
  overSearchRate: { count: 1, total: 4, rate: 0.25 },
  underSearchRate: { count: 0, total: 0, rate: null },
  ifbc: { count: 1, total: 2, rate: 0.5, correct: 2, unjudgedCorrect: 0 },
  formatCompliance: { count: 3, total: 3, rate: 1 },
  searchesPerTrajectory: 1.5,
  turnsPerTrajectory: null,
};

describe("formatMetricsReport", () => {
  it("prints the run's metrics as aligned columns", () => {
    expect(formatMetricsReport(METRICS)).toBe(
      [
        "Run demo — answers normalized as flashrag; correct = EM ≥ 1; labels as corrected",
        "",
        "dataset  trajectories      EM      F1  acc     OSR  USR",
        "all                 3  0.6667  0.7500    —  0.2500    —",
        "nq                  2  0.5000  0.6000    —  0.3333    —",
        "(none)              1  1.0000  1.0000    —  0.0000    —",
        "",
        "over-search rate (OSR)        0.2500  (1 / 4)",
        "under-search rate (USR)       —  (0 / 0)",
        "IFBC (flawed step | correct)  0.5000  (1 / 2)",
        "format compliance             1.0000  (3 / 3)",
        "searches per trajectory       1.5000",
        "turns per trajectory          —",
      ].join("\n"),
    );
  });

  it("says not judged for an IFBC without judged correct trajectories, never 0", () => {
    const unjudged = { ...METRICS, ifbc: { count: 0, total: 0, rate: null, correct: 2, unjudgedCorrect: 2 } };
    expect(formatMetricsReport(unjudged)).toContain("IFBC (flawed step | correct)  not judged");
  });

  it("adds the what-if summary", () => {
    const result = summarizeRows([
      { id: "1", group: "g", logged: 1, recomputed: 0 },
      { id: "2", group: "g", logged: 0, recomputed: 1 },
    ]);
    const spec = parseSpec({ preset: "hiprag", weights: "lambda_p=0.3" });
    const text = formatMetricsReport(METRICS, { ...result, spec, label: "HiPRAG" });
    expect(text).toContain("What-if: HiPRAG (preset hiprag, weights lambda_p=0.3)");
    expect(text).toContain("mean reward  0.5000      0.5000");
    expect(text).toContain("rank flips: 1 pairs in 1 of 1 groups; 2 trajectories");
  });
});
