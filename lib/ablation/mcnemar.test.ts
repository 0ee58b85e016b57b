import { describe, expect, it } from "vitest";
import { binomialTwoSided, chiSquare1Survival, discordance, mcnemarTest } from "./mcnemar";

describe("chiSquare1Survival", () => {
  it.each([
    // scipy.stats.chi2.sf(x, 1)
    [3.841458820694124, 0.05],
    [6.634896601021214, 0.01],
    [10.827566170662733, 0.001],
    [0.5, 0.47950012218695337],
    [1e-4, 0.9920212873707368],
    [40, 2.5396285894708634e-10],
    [100, 1.5239706048320995e-23],
  ])("P(χ²₁ > %s) = %s", (x, p) => {
    expect(Math.abs(chiSquare1Survival(x) - p) / p).toBeLessThan(1e-12);
  });

  it("is 1 at 0", () => {
    expect(chiSquare1Survival(0)).toBe(1);
  });
});

describe("binomialTwoSided", () => {
  it("matches hand and scipy values", () => {
    expect(binomialTwoSided(1, 7)).toBeCloseTo(0.125, 15); // 2·(1 + 7)/128
    expect(binomialTwoSided(0, 5)).toBeCloseTo(0.0625, 15); // 2/32
    expect(binomialTwoSided(3, 6)).toBe(1);
    expect(binomialTwoSided(25, 30)).toBeCloseTo(0.0003249142318964005, 15); // 2·binom.cdf(5, 30, .5)
  });
});

describe("mcnemarTest", () => {
  it("uses the exact test below 25 discordant pairs", () => {
    expect(mcnemarTest({ b: 1, c: 6 })).toEqual({ b: 1, c: 6, method: "exact", statistic: null, pValue: 0.125 });
    expect(mcnemarTest({ b: 12, c: 12 }).method).toBe("exact");
    expect(mcnemarTest({ b: 0, c: 0 }).pValue).toBe(1);
  });

  it("uses χ² with continuity correction from 25 on (Agresti's presidential approval: b = 150, c = 86)", () => {
    const r = mcnemarTest({ b: 150, c: 86 });
    expect(r.method).toBe("chi-square");
    expect(r.statistic).toBeCloseTo(3969 / 236, 12); // (|150 − 86| − 1)² / 236 = 16.8178
    expect(r.pValue).toBeCloseTo(4.114562281345944e-5, 15);
    expect(mcnemarTest({ b: 5, c: 20 }).statistic).toBeCloseTo(7.84, 12); // (15 − 1)² / 25
  });

  it("never lets the correction overshoot a tie, and obeys a forced method", () => {
    expect(mcnemarTest({ b: 30, c: 30 })).toMatchObject({ statistic: 0, pValue: 1 });
    expect(mcnemarTest({ b: 150, c: 86 }, { method: "exact" }).method).toBe("exact");
    expect(mcnemarTest({ b: 1, c: 6 }, { method: "chi-square" }).statistic).toBeCloseTo(16 / 7, 12);
  });
});

describe("discordance", () => {
  it("counts the four cells of the paired table", () => {
    expect(discordance([true, true, false, false, true], [true, false, true, false, false])).toEqual({
      bothCorrect: 1,
      onlyA: 2,
      onlyB: 1,
      neither: 1,
    });
  });
});
