import { describe, expect, it } from "vitest";
import { isLive, LIVE_WINDOW_MS } from "./live";

describe("isLive", () => {
  const now = Date.parse("2026-12-01T12:00:00Z");
  it.each([
    [null, false],
    ["2026-12-01T11:59:30Z", true],
    [new Date(now - LIVE_WINDOW_MS).toISOString(), true],
    [new Date(now - LIVE_WINDOW_MS - 1000).toISOString(), false],
    ["2026-12-01T12:00:30Z", true],
    ["2026-12-01T12:05:00Z", false],
  ])("last record at %s: live %s", (lastRecordAt, expected) => {
    expect(isLive({ lastRecordAt }, now)).toBe(expected);
  });
});
