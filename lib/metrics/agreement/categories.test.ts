import { describe, expect, it } from "vitest";
import { compareCategories, orderCategories } from "./categories";

describe("category order", () => {
  it("puts booleans, then numbers ascending, then text by code unit", () => {
    expect(["b", 10, true, "B", 2, false, "a"].sort(compareCategories)).toEqual([false, true, 2, 10, "B", "a", "b"]);
  });

  it.each([
    { observed: ["BAD", "GOOD"], preferred: [], expected: ["BAD", "GOOD"] },
    { observed: ["BAD", "GOOD"], preferred: ["GOOD", "BAD"], expected: ["GOOD", "BAD"] },
    { observed: ["UNKNOWN", "BAD"], preferred: ["GOOD", "BAD"], expected: ["GOOD", "BAD", "UNKNOWN"] },
    { observed: [true, "true", 1, "1"], preferred: [], expected: [true, 1] },
  ])("observed $observed, preferred $preferred → $expected", ({ observed, preferred, expected }) => {
    expect(orderCategories(observed, preferred)).toEqual(expected);
  });
});
