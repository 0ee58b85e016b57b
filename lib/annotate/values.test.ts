import { describe, expect, it } from "vitest";
import { checkLabelValue, inferValueType, parseValueText, preferredCategories } from "./values";

describe("label values", () => {
  it.each([
    [{ name: "step_quality", value: "GOOD", stepKind: "search" }, null],
    [{ name: "step_quality", value: "great", stepKind: "search" }, "step_quality is one of GOOD, BAD, UNKNOWN."],
    [{ name: "step_quality", value: true, stepKind: "search" }, "step_quality takes a category value."],
    [{ name: "over_search", value: true, stepKind: "search" }, null],
    [
      { name: "over_search", value: true, stepKind: "answer" },
      "over_search applies to search steps, not to this answer step.",
    ],
    [{ name: "under_search", value: false, stepKind: "reasoning" }, null],
    [{ name: "answer_correct", value: true, stepKind: null }, null],
    [{ name: "answer_correct", value: true, stepKind: "answer" }, "answer_correct is a label of the whole trajectory."],
    [{ name: "plan_coverage", value: 0.75, stepKind: null }, null],
    [{ name: "plan_coverage", value: 2, stepKind: null }, "plan_coverage lies between 0 and 1."],
    [{ name: "step_quality", value: "GOOD", stepKind: null }, "step_quality is a label of a step."],
    [{ name: "my_rubric", value: "R3", stepKind: "search" }, null],
    [
      { name: "my_rubric", value: 3, stepKind: "search", existingType: "category" },
      "my_rubric takes a category value.",
    ],
  ] as const)("%j → %s", (input, expected) => {
    expect(checkLabelValue(input)).toBe(expected);
  });

  it("parses typed text by the value's type", () => {
    expect(parseValueText(" yes ", "boolean")).toBe(true);
    expect(parseValueText("False", "boolean")).toBe(false);
    expect(parseValueText("maybe", "boolean")).toBeNull();
    expect(parseValueText("0.5", "number")).toBe(0.5);
    expect(parseValueText("1e400", "number")).toBeNull();
    expect(parseValueText(" R3 ", "category")).toBe("R3");
    expect(parseValueText("  ", "category")).toBeNull();
  });

  it("orders known categories GOOD before BAD and true before false", () => {
    expect(preferredCategories("step_quality")).toEqual(["GOOD", "BAD"]);
    expect(preferredCategories("over_search")).toEqual(["true", "false"]);
    expect(preferredCategories("my_rubric")).toEqual([]);
  });
});

describe("inferring a typed value's type", () => {
  it.each([
    ["true", "boolean"],
    ["FALSE", "boolean"],
    ["0.25", "number"],
    ["R3", "category"],
    ["", "category"],
  ] as const)("%s → %s", (text, type) => {
    expect(inferValueType(text)).toBe(type);
  });
});
