import { describe, expect, it } from "vitest";
import { fmt, pct, ucbText } from "./format";

describe("value-tree number formats", () => {
  it("writes missing as a dash and infinity as ∞", () => {
    expect([fmt(null), fmt(Infinity), fmt(0.12345), pct(0.575)]).toEqual(["–", "∞", "0.123", "57.5%"]);
  });
  it("spells out UCB with its terms", () => {
    const text = ucbText({ qBar: 0.5, visits: 2, ucb: 0.5 + 1.414 * Math.sqrt(Math.log(8) / 2) }, 8, 1.414);
    expect(text).toBe("UCB = Q̄ + c·√(ln N(parent)/N) = 0.500 + 1.414·√(ln 8/2) = 0.500 + 1.442 = 1.942");
    expect(ucbText({ qBar: null, visits: 0, ucb: Infinity }, 3, 1.414)).toContain("unvisited");
  });
});
