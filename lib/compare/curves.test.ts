import { describe, expect, it } from "vitest";
import { curveLabel, curveOptions, parseCurve, prepareCompareCurves } from "./curves";

describe("comparison curves", () => {
  it("tells per-step aggregates from logged scalars by the logged: prefix", () => {
    expect(parseCurve("em")).toEqual({ source: "stats", name: "em" });
    expect(parseCurve("logged:val/test_score/nq")).toEqual({ source: "logged", name: "val/test_score/nq" });
    expect(curveLabel("component:path")).toBe("Reward component path (mean per step)");
    expect(curveLabel("logged:critic/score/mean")).toBe("critic/score/mean (logged)");
  });

  it("offers the known aggregates first, then components, then logged scalars", () => {
    const keys = curveOptions(["component:path", "em", "reward", "em"], ["b", "a"]).map((o) => o.key);
    expect(keys).toEqual(["reward", "em", "component:path", "logged:a", "logged:b"]);
  });

  it("overlays one series per run within the step filter, a run without points included", () => {
    const curves = prepareCompareCurves({
      curve: "em",
      dataset: "",
      smoothing: 0,
      step: { min: 100, max: null },
      options: [],
      series: [
        {
          run: "a",
          points: [
            { x: 0, y: 0.1 },
            { x: 100, y: 0.2 },
            { x: 200, y: 0.3 },
          ],
        },
        { run: "b", points: [] },
      ],
    });
    expect(curves.points).toEqual([
      { run: "a", count: 2 },
      { run: "b", count: 0 },
    ]);
    expect(curves.overlay.series.map((s) => s.name)).toEqual(["a", "b"]);
    expect(curves.overlay.rows.map((r) => [r.x, r.value.s0, r.value.s1])).toEqual([
      [100, 0.2, null],
      [200, 0.3, null],
    ]);
  });
});
