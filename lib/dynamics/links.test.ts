import { describe, expect, it } from "vitest";
import { binSteps, bucketSteps, pointStepsLabel, stepTrajectoriesHref } from "./links";

describe("a click on a chart", () => {
  it("opens the step's trajectories, with the chart's dataset and the series' outcome", () => {
    const series = { link: { run: "demo search", outcome: "correct" as const }, isBucketed: false };
    expect(stepTrajectoriesHref({ series, x: 42, dataset: "nq", domain: [0, 100], buckets: 1000 })).toBe(
      "/runs/demo%20search?dataset=nq&step=42&outcome=correct",
    );
  });

  it("opens every step of a bucket when the point summarises one", () => {
    // 0..9999 in 1,000 buckets: 10 steps each.
    expect(bucketSteps(25, [0, 9999], 1000)).toEqual({ min: 20, max: 29 });
    expect(bucketSteps(9999, [0, 9999], 1000)).toEqual({ min: 9990, max: 9999 });
    expect(bucketSteps(0, [0, 9999], 1000)).toEqual({ min: 0, max: 9 });
    expect(bucketSteps(7, [7, 7], 1000)).toEqual({ min: 7, max: 7 });
    const series = { link: { run: "r" }, isBucketed: true };
    expect(stepTrajectoriesHref({ series, x: 25, dataset: null, domain: [0, 9999], buckets: 1000 })).toBe(
      "/runs/r?step=20..29",
    );
  });
});

describe("binned points", () => {
  it("open the steps of their bin and name them", () => {
    const bins = { width: 6, origin: 1 };
    expect(binSteps(9.5, bins)).toEqual({ min: 7, max: 12 });
    expect(pointStepsLabel(9.5, bins)).toBe("steps 7–12");
    expect(pointStepsLabel(9, { width: 1, origin: 1 })).toBe("step 9");
    const href = stepTrajectoriesHref({
      series: { link: { run: "r" }, isBucketed: false },
      x: 9.5,
      dataset: null,
      domain: [1, 60],
      buckets: 1000,
      bins,
    });
    expect(decodeURIComponent(href)).toContain("step=7..12");
  });
});
