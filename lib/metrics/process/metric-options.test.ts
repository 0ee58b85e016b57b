import { describe, expect, it } from "vitest";
import {
  correctnessLabel,
  correctnessRule,
  describeCorrectness,
  formatCorrectness,
  MetricOptionError,
  parseCorrectness,
  parseLabelSource,
  sourceMatchOf,
  tryParseCorrectness,
} from "./metric-options";

describe("parseCorrectness", () => {
  it.each([
    ["em", { by: "metric", metric: "em", atLeast: 1 }, "EM ≥ 1"],
    ["acc", { by: "metric", metric: "acc", atLeast: 1 }, "acc ≥ 1"],
    ["f1>=0.5", { by: "metric", metric: "f1", atLeast: 0.5 }, "F1 ≥ 0.5"],
    [" f1 >= .8 ", { by: "metric", metric: "f1", atLeast: 0.8 }, "F1 ≥ 0.8"],
    ["f1>=1", { by: "metric", metric: "f1", atLeast: 1 }, "F1 ≥ 1"],
    ["verdict", { by: "label", name: "answer_correct" }, "label answer_correct"],
    ["verdict:is_correct", { by: "label", name: "is_correct" }, "label is_correct"],
  ])("%s", (text, rule, description) => {
    expect(parseCorrectness(text)).toEqual(rule);
    expect(describeCorrectness(parseCorrectness(text))).toBe(description);
  });

  it.each(["", "EM", "f1", "f1>=0", "f1>=1.5", "f1>0.5", "judge", "em>=1"])("refuses %j", (text) => {
    expect(() => parseCorrectness(text)).toThrow(MetricOptionError);
  });
});

describe("label sources", () => {
  it("parses the two sources and refuses others", () => {
    expect(parseLabelSource("logged")).toBe("logged");
    expect(parseLabelSource("corrected")).toBe("corrected");
    expect(() => parseLabelSource("human")).toThrow(MetricOptionError);
  });

  it("reads logged labels as not a person's", () => {
    expect(sourceMatchOf("corrected")).toBeUndefined();
    const logged = sourceMatchOf("logged")!;
    expect([logged("judge:gpt-4o"), logged("prm:pro-step"), logged("human:ada")]).toEqual([true, true, false]);
  });

  it("carries the source into a verdict rule only", () => {
    expect(correctnessRule({ by: "metric", metric: "em", atLeast: 1 }, "logged")).toEqual({
      by: "metric",
      metric: "em",
      atLeast: 1,
    });
    const rule = correctnessRule({ by: "label", name: "answer_correct" }, "logged");
    expect(rule.by === "label" && typeof rule.source).toBe("function");
  });
});

describe("formatCorrectness", () => {
  it.each([
    ["em", "EM"],
    ["acc", "acc"],
    ["f1>=0.5", "F1 ≥ 0.5"],
    ["verdict", "judge"],
    ["verdict:is_correct", "is_correct"],
  ])("round-trips %s and names it %s", (text, label) => {
    const choice = parseCorrectness(text);
    expect(formatCorrectness(choice)).toBe(text);
    expect(parseCorrectness(formatCorrectness(choice))).toEqual(choice);
    expect(correctnessLabel(choice)).toBe(label);
  });

  it("writes a canonical text for loose input, and tryParse gives null for junk", () => {
    expect(formatCorrectness(parseCorrectness(" f1 >= .8 "))).toBe("f1>=0.8");
    expect(tryParseCorrectness("judge")).toBeNull();
    expect(tryParseCorrectness("acc")).toEqual({ by: "metric", metric: "acc", atLeast: 1 });
  });
});
