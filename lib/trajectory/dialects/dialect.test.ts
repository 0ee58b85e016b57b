import { describe, expect, it } from "vitest";
import { readPlainQuery } from "./dialect";

describe("readPlainQuery", () => {
  it.each([
    { raw: " Paul Walker's cars in Fast and Furious ", expected: "Paul Walker's cars in Fast and Furious" },
    { raw: "", expected: null },
    { raw: " \n\t", expected: null },
  ])("$raw → $expected", ({ raw, expected }) => {
    expect(readPlainQuery(raw)).toBe(expected);
  });
});
