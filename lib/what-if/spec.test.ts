import { describe, expect, it } from "vitest";
import { componentFormula, defaultSpec } from "./default-spec";
import { editFormula, parseSpec, parseWeights, specInput, specQueryString, WhatIfSpecError } from "./spec";

describe("parseSpec", () => {
  it("fills a preset's defaults and checks each parameter against its range", () => {
    expect(parseSpec({ preset: "hiprag", weights: "lambda_p=0.3,variant=released-code" })).toEqual({
      kind: "preset",
      preset: "hiprag",
      params: { lambda_f: 0.2, lambda_p: 0.3, variant: "released-code" },
    });
    expect(() => parseSpec({ preset: "hiprag", weights: "lambda_p=2" })).toThrow(
      /lambda_p must be a number in \[0, 1\]/,
    );
    expect(() => parseSpec({ preset: "hiprag", weights: "lambda_x=0.1" })).toThrow(/Unknown parameter "lambda_x"/);
    expect(() => parseSpec({ preset: "hiprag", weights: "variant=nope" })).toThrow(/one of paper, released-code/);
    expect(() => parseSpec({ preset: "nope" })).toThrow(WhatIfSpecError);
  });

  it("reads a formula's w_ names as weights, 1 unless given", () => {
    expect(parseSpec({ formula: ' w_a * c.accuracy + w_b * c["p/x"] + f1 ', weights: "w_b=0.25" })).toEqual({
      kind: "formula",
      formula: 'w_a * c.accuracy + w_b * c["p/x"] + f1',
      weights: { w_a: 1, w_b: 0.25 },
    });
    expect(() => parseSpec({ formula: "em", weights: "w_a=1" })).toThrow(/no weight w_a/);
    expect(() => parseSpec({ formula: "w_a", weights: "w_a=abc" })).toThrow(/must be a number/);
  });

  it("says where a formula is wrong", () => {
    try {
      parseSpec({ formula: "em + fl" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(WhatIfSpecError);
      expect((error as WhatIfSpecError).span).toMatchObject({ start: 5, end: 7, hint: expect.stringContaining("f1") });
    }
  });

  it("refuses both or neither, and malformed weights", () => {
    expect(() => parseSpec({ preset: "hiprag", formula: "em" })).toThrow(/not both/);
    expect(() => parseSpec({})).toThrow(/preset or a formula/);
    expect(() => parseWeights("a=1,b")).toThrow(/name=value/);
    expect(parseWeights(" a = 1 ,, b=2 ")).toEqual({ a: "1", b: "2" });
  });
});

describe("the spec as text", () => {
  it("leaves a preset's defaults out and round-trips", () => {
    const spec = parseSpec({ preset: "search-p1", weights: "lambda_p=0.2" });
    expect(specInput(spec)).toEqual({ preset: "search-p1", weights: "lambda_p=0.2" });
    expect(parseSpec(specInput(spec))).toEqual(spec);
    expect(specQueryString(parseSpec({ preset: "hiprag" }))).toBe("?preset=hiprag");
    const formula = parseSpec({ formula: "w_a * em", weights: "w_a=0.5" });
    expect(specQueryString(formula)).toBe("?formula=w_a+*+em&w=w_a%3D0.5");
  });
});

describe("defaultSpec", () => {
  it("opens a run with its own preset and those logged weights that are the preset's parameters", () => {
    expect(defaultSpec({ preset: "hiprag", weights: { lambda_p: 0.3, accuracy: 1 }, components: [] })).toEqual({
      kind: "preset",
      preset: "hiprag",
      params: { lambda_f: 0.2, lambda_p: 0.3, variant: "paper" },
    });
    // Out of range: the paper's defaults rather than a spec that cannot run.
    expect(defaultSpec({ preset: "hiprag", weights: { lambda_p: 7 }, components: [] })).toMatchObject({
      params: { lambda_p: 0.4 },
    });
  });

  it("re-weights the logged components when the preset is unknown, else falls back to EM", () => {
    const spec = defaultSpec({ preset: "mine", weights: { accuracy: 0.6 }, components: ["accuracy", "reward/path"] });
    expect(spec).toEqual({
      kind: "formula",
      formula: 'w_accuracy * c.accuracy + w_reward_path * c["reward/path"]',
      weights: { w_accuracy: 0.6, w_reward_path: 1 },
    });
    expect(parseSpec(specInput(spec))).toEqual(spec);
    expect(defaultSpec({ preset: null, weights: {}, components: [] })).toEqual({
      kind: "preset",
      preset: "search-r1-em",
      params: {},
    });
    expect(componentFormula({ weights: {}, components: ["a-b", "a_b"] })).toMatchObject({
      formula: 'w_a_b * c["a-b"] + w_a_b_ * c.a_b',
    });
  });
});

describe("editFormula", () => {
  it("keeps the weights the new formula still uses", () => {
    expect(editFormula("w_a * em + w_c * f1", { w_a: 0.2, w_b: 0.7 })).toEqual({
      kind: "formula",
      formula: "w_a * em + w_c * f1",
      weights: { w_a: 0.2, w_c: 1 },
    });
    expect(() => editFormula("em +", {})).toThrow(WhatIfSpecError);
  });
});
