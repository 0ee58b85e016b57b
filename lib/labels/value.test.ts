import { describe, expect, it } from "vitest";
import { readLabelValue, storeLabelValue } from "./value";

describe("label values", () => {
  it.each([
    [true, { valueType: "boolean", value: "true", valueNumber: 1 }],
    [false, { valueType: "boolean", value: "false", valueNumber: 0 }],
    [0.75, { valueType: "number", value: "0.75", valueNumber: 0.75 }],
    [-3, { valueType: "number", value: "-3", valueNumber: -3 }],
    ["BAD", { valueType: "category", value: "BAD", valueNumber: null }],
    ["true", { valueType: "category", value: "true", valueNumber: null }],
  ] as const)("%j is stored as %j and read back unchanged", (value, stored) => {
    expect(storeLabelValue(value)).toEqual(stored);
    expect(readLabelValue(stored)).toStrictEqual(value);
  });
});
