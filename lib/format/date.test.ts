import { describe, expect, it } from "vitest";
import { formatCount, formatDateTime } from "./date";

describe("formatDateTime", () => {
  it.each([
    ["2026-11-30T05:32:17.123Z", "2026-11-30 05:32 UTC"],
    ["2026-01-02T23:59:59+02:00", "2026-01-02 21:59 UTC"],
    ["not a date", "not a date"],
  ])("%s → %s", (iso, expected) => {
    expect(formatDateTime(iso)).toBe(expected);
  });
});

describe("formatCount", () => {
  it("groups thousands the same way everywhere", () => {
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatCount(0)).toBe("0");
  });
});
