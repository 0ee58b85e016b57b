import { describe, expect, it } from "vitest";
import { controlsOf, optionOf, REWARD_OPTIONS, roundToStep, specForOption, withControl } from "./controls";
import { parseSpec } from "./spec";

describe("what-if controls", () => {
  it("shows a preset's numbers as sliders and its choices as selects", () => {
    const controls = controlsOf(parseSpec({ preset: "hiprag", weights: "lambda_p=0.3" }));
    expect(controls.map((c) => [c.kind, c.name, c.value])).toEqual([
      ["number", "lambda_f", 0.2],
      ["number", "lambda_p", 0.3],
      ["choice", "variant", "paper"],
    ]);
  });

  it("moves a control onto its step grid and keeps the rest", () => {
    const spec = parseSpec({ preset: "hiprag" });
    const [lambdaF] = controlsOf(spec);
    expect(withControl(spec, lambdaF!, 0.1 + 0.2)).toMatchObject({ params: { lambda_f: 0.3, lambda_p: 0.4 } });
    expect(roundToStep(0.35000000000000003, 0.05)).toBe(0.35);
  });

  it("gives a formula's weights sliders wide enough for their values", () => {
    const spec = parseSpec({ formula: "w_a * em + w_b * f1", weights: "w_a=2.5" });
    expect(controlsOf(spec).map((c) => c.kind === "number" && [c.name, c.min, c.max])).toEqual([
      ["w_a", 0, 3],
      ["w_b", 0, 1],
    ]);
    expect(withControl(spec, controlsOf(spec)[1]!, 0.4)).toMatchObject({ weights: { w_a: 2.5, w_b: 0.4 } });
  });

  it("switches between presets and the run's own components", () => {
    expect(REWARD_OPTIONS.map((o) => o.value)).toEqual([
      "search-r1-em",
      "search-r1-format",
      "hiprag",
      "search-p1",
      "pro-step",
      "custom",
    ]);
    expect(specForOption("pro-step", { weights: {}, components: [] })).toEqual(parseSpec({ preset: "pro-step" }));
    const custom = specForOption("custom", { weights: { path: 0.3 }, components: ["path"] });
    expect(custom).toEqual({ kind: "formula", formula: "w_path * c.path", weights: { w_path: 0.3 } });
    expect(specForOption("custom", { weights: {}, components: [] })).toMatchObject({ formula: "em" });
    expect(optionOf(custom)).toBe("custom");
  });
});
