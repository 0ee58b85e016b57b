import { describe, expect, it } from "vitest";
import { rewardBreakdown } from "./reward-breakdown";

describe("rewardBreakdown", () => {
  it("multiplies each component by the run's weight, largest contribution first", () => {
    const result = rewardBreakdown({
      components: { format: 1, accuracy: 1, path: 0.5 },
      weights: { accuracy: 0.6, path: 0.3, format: 0.1 },
      total: 0.85,
    });
    expect(result.basis).toBe("weights");
    expect(result.rows.map((r) => [r.name, r.weight, r.contribution])).toEqual([
      ["accuracy", 0.6, 0.6],
      ["path", 0.3, 0.15],
      ["format", 0.1, 0.1],
    ]);
    expect(result.unexplained).toBeNull();
  });

  it("says what the known contributions leave unexplained", () => {
    const result = rewardBreakdown({ components: { accuracy: 1, bonus: 2 }, weights: { Accuracy: 0.5 }, total: 1 });
    expect(result.rows.find((r) => r.name === "accuracy")?.contribution).toBe(0.5);
    expect(result.rows.find((r) => r.name === "bonus")?.contribution).toBeNull();
    expect(result.unexplained).toBeCloseTo(0.5);
  });

  it("treats components that add up to the total as already weighted", () => {
    const result = rewardBreakdown({ components: { outcome: 0.8, format: 0.2 }, weights: {}, total: 1 });
    expect(result.basis).toBe("sum");
    expect(result.rows.map((r) => r.contribution)).toEqual([0.8, 0.2]);
  });

  it("leaves contributions unknown without weights when the sum does not match", () => {
    const result = rewardBreakdown({ components: { a: 1, b: 1 }, weights: {}, total: 0.5 });
    expect(result.basis).toBe("unknown");
    expect(result.rows.every((r) => r.contribution === null)).toBe(true);
    expect(result.unexplained).toBeNull();
  });

  it("handles no components and no total", () => {
    expect(rewardBreakdown({ components: {}, weights: { a: 1 }, total: null })).toEqual({
      rows: [],
      total: null,
      basis: "unknown",
      unexplained: null,
    });
  });
});
