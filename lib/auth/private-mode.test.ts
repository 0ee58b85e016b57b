import { describe, expect, it } from "vitest";
import { isPrivate, readPrivateSetting } from "./private-mode";

describe("private mode", () => {
  it.each([
    [undefined, false, false],
    [undefined, true, true],
    ["", true, true],
    ["auto", false, false],
    ["1", false, true],
    ["on", false, true],
    ["TRUE", false, true],
    ["0", true, false],
    ["off", true, false],
    ["no", true, false],
  ])("TRAJSCOPE_PRIVATE=%j with people=%s → private %s", (value, hasPeople, expected) => {
    expect(isPrivate(readPrivateSetting(value), hasPeople)).toBe(expected);
  });
});
