import { describe, expect, it } from "vitest";
import { groupTable } from "./group-table";
import type { TGroupMember } from "./types";

const member = (id: string, reward: number | null, components: Record<string, number> = {}): TGroupMember => ({
  id,
  sampleIndex: null,
  finalAnswer: null,
  em: null,
  f1: null,
  reward,
  components,
  loggedAdvantage: null,
  searchCount: 0,
  stopReason: null,
});

describe("groupTable", () => {
  const members = [
    member("1", 1, { em: 1, format: 0.2 }),
    member("2", 0.2, { em: 0, format: 0.2 }),
    member("3", 1, { em: 1 }),
    member("4", null),
  ];

  it("ranks with shared ranks for ties and gives verl's advantages per variant", () => {
    const table = groupTable({ members }, "std");
    expect(table.rows.map((r) => r.rank)).toEqual([1, 3, 1, null]);
    // Rewards 1, 0.2, 1 (the null left out): mean 2.2/3, unbiased std over n − 1 = 2.
    const mean = 2.2 / 3;
    const std = Math.sqrt(((1 - mean) ** 2 * 2 + (0.2 - mean) ** 2) / 2);
    expect(table.stats).toEqual({ size: 3, mean: expect.closeTo(mean, 14), std: expect.closeTo(std, 14) });
    expect(table.rows[1]?.advantage).toBeCloseTo((0.2 - mean) / (std + 1e-6), 12);
    expect(table.rows[3]?.advantage).toBeNull();
    expect(groupTable({ members }, "mean").rows[0]?.advantage).toBeCloseTo(1 - mean, 14);
    expect(table.componentNames).toEqual(["em", "format"]);
    expect(table.signal).toBe("signal");
    expect(table.decision.decidedBy).toEqual(["em"]);
  });

  it("says when the group has no signal", () => {
    const table = groupTable({ members: [member("1", 0), member("2", 0)] }, "std");
    expect(table.signal).toBe("none");
    expect(table.rows.map((r) => r.advantage)).toEqual([0, 0]);
    expect(table.rows.map((r) => r.rank)).toEqual([1, 1]);
  });
});
