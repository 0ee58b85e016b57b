import { describe, expect, it } from "vitest";
import { currentLabel, labelFlag, labelNumber, stepQuality } from "./labels";

const labels = [
  { source: "judge:gpt-4.1-nano", name: "over_search", value: true },
  { source: "human:ada", name: "over_search", value: false },
  { source: "judge:gpt-4.1-nano", name: "step_quality", value: "BAD" },
  { source: "judge:gpt-4.1-nano", name: "over_search", value: "false" },
];

describe("currentLabel", () => {
  it.each([
    { name: "over_search", source: undefined, expected: 3 },
    { name: "over_search", source: "human:ada", expected: 1 },
    { name: "over_search", source: (s: string) => s.startsWith("judge:"), expected: 3 },
    { name: "step_quality", source: "human:ada", expected: undefined },
    { name: "under_search", source: undefined, expected: undefined },
  ])("$name from $source", ({ name, source, expected }) => {
    const found = currentLabel(labels, name, source);
    expect(found).toBe(expected === undefined ? undefined : labels[expected]);
  });

  it("accepts missing label lists", () => {
    expect(currentLabel(null, "over_search")).toBeUndefined();
    expect(currentLabel(undefined, "over_search")).toBeUndefined();
  });
});

describe("label readings", () => {
  it.each([
    [true, true, 1, "good"],
    [false, false, 0, "bad"],
    [1, true, 1, "good"],
    [0, false, 0, "bad"],
    [0.5, null, 0.5, "unknown"],
    ["true", true, 1, "good"],
    [" No ", false, 0, "bad"],
    ["GOOD", null, null, "good"],
    ["bad", null, null, "bad"],
    ["UNKNOWN", null, null, "unknown"],
    ["0.25", null, 0.25, "unknown"],
    ["", null, null, "unknown"],
    [null, null, null, "unknown"],
  ] as const)("%j → flag %j, number %j, quality %j", (value, flag, number, quality) => {
    expect(labelFlag(value)).toBe(flag);
    expect(labelNumber(value)).toBe(number);
    expect(stepQuality(value)).toBe(quality);
  });
});
