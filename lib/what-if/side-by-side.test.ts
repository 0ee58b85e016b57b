import { describe, expect, it } from "vitest";
import { rewardBreakdown } from "@/lib/browse/reward-breakdown";
import { sideBySideRows, totalDelta } from "./side-by-side";

describe("sideBySideRows", () => {
  it("aligns components by name, then lists those only the recomputation has", () => {
    const breakdown = rewardBreakdown({
      components: { accuracy: 1, format: 1 },
      weights: { accuracy: 0.6, format: 0.1 },
      total: 0.7,
    });
    const rows = sideBySideRows(breakdown, {
      label: "Search-P1",
      total: 0.75,
      components: { outcome: 1, format: 1, path: 0.5 },
    });
    expect(rows.map((r) => [r.name, r.logged?.value ?? null, r.recomputed])).toEqual([
      ["accuracy", 1, null],
      ["format", 1, 1],
      ["outcome", null, 1],
      ["path", null, 0.5],
    ]);
    expect(totalDelta(0.7, { label: "x", total: 0.75, components: {} })).toBeCloseTo(0.05, 12);
    expect(totalDelta(null, { label: "x", total: 0.75, components: {} })).toBeNull();
    expect(sideBySideRows(breakdown, null).every((r) => r.recomputed === null)).toBe(true);
  });
});
