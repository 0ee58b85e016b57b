import { describe, expect, it } from "vitest";
import { marginBucket, pairStats, pairStatsCsv, pairType } from "./pair-stats";

const pair = (chosenAction: string, rejectedAction: string, depth: number, margin: number) => ({
  chosenAction,
  rejectedAction,
  depth,
  chosenF1: 0.8,
  rejectedF1: 0.2,
  chosenValue: 0.5 + margin,
  rejectedValue: 0.5,
});

describe("pair statistics as Table 8", () => {
  it.each([
    ["search", "search", "Search vs. Search"],
    ["answer", "search", "Answer vs. Search"],
    ["search", "answer", "Search vs. Answer"],
    ["answer", "answer", "Answer vs. Answer"],
    ["search", "reason", "Other"],
    ["reason", "answer", "Other"],
  ])("%s over %s is %s", (c, r, type) => expect(pairType(c, r)).toBe(type));

  it.each([
    [0.01, "<0.05 (Low)"],
    [0.05, "0.05–0.10"],
    [0.1, "0.10–0.20"],
    [0.19999999999, "0.20–0.50"],
    [0.2, "0.20–0.50"],
    [0.49, "0.20–0.50"],
    [0.5, "≥0.50 (High)"],
  ])("margin %s falls in %s", (m, bucket) => expect(marginBucket(m)).toBe(bucket));

  it("counts and shares add up, by hand", () => {
    const stats = pairStats([
      pair("search", "search", 1, 0.3),
      pair("search", "search", 2, 0.6),
      pair("answer", "search", 2, 0.02),
      pair("search", "reason", 3, 0.3),
    ]);
    expect(stats.total).toBe(4);
    expect(stats.types.find((r) => r.key === "Search vs. Search")).toEqual({
      key: "Search vs. Search",
      count: 2,
      share: 0.5,
    });
    expect(stats.types.find((r) => r.key === "Other")?.count).toBe(1);
    expect(stats.depths.map((r) => [r.key, r.count])).toEqual([
      ["Step 1", 1],
      ["Step 2", 2],
      ["Step 3", 1],
    ]);
    expect(stats.margins.map((r) => r.count)).toEqual([1, 0, 0, 2, 1]);
    expect(stats.actions).toContainEqual({
      key: "Search",
      chosen: 3,
      rejected: 3,
      chosenShare: 0.75,
      rejectedShare: 0.75,
    });
    const csv = pairStatsCsv(stats).split("\n");
    expect(csv[0]).toBe("section,key,side,count,share");
    expect(csv).toContain("pair_type,Search vs. Search,,2,0.5000");
    expect(csv).toContain("action,Reason,rejected,1,0.2500");
    expect(csv).toContain("total,,,4,1.0000");
  });
});
