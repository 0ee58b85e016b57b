import { describe, expect, it } from "vitest";
import { rankFlips, type TRewardPair } from "./rank-flips";

const pair = (id: string, group: string | null, logged: number | null, recomputed: number | null): TRewardPair => ({
  id,
  group,
  logged,
  recomputed,
});

describe("rankFlips", () => {
  const samples = [
    // q1: logged 1.0 > 0.8 > 0.2; recomputed 0.9 < 1.1, 0.2 unchanged → one flip (a, b)
    pair("a", "q1", 1.0, 0.9),
    pair("b", "q1", 0.8, 1.1),
    pair("c", "q1", 0.2, 0.2),
    // q2: a tie broken and a tie made
    pair("d", "q2", 1, 1),
    pair("e", "q2", 1, 0.5),
    pair("f", "q2", 0, 0.5),
    // float noise is a tie, not a flip
    pair("g", "q3", 0.6561, 0.6561000000000001),
    pair("h", "q3", 0.6561000000000001, 0.6561),
    // no group, or no reward: no pairs
    pair("i", null, 1, 0),
    pair("j", "q4", null, 1),
  ];
  const result = rankFlips(samples);

  it("counts flips, ties broken and ties made per group", () => {
    expect(result.groups).toEqual([
      { group: "q1", size: 3, pairs: 3, flips: 1, tiesBroken: 0, tiesMade: 0 },
      { group: "q2", size: 3, pairs: 3, flips: 0, tiesBroken: 1, tiesMade: 1 },
      { group: "q3", size: 2, pairs: 1, flips: 0, tiesBroken: 0, tiesMade: 0 },
    ]);
    expect(result.totals).toEqual({ pairs: 7, flips: 1, tiesBroken: 1, tiesMade: 1, groupsWithFlips: 1 });
  });

  it("ranks within groups (competition ranking, ties share the best rank)", () => {
    const ranks = Object.fromEntries(result.samples.map((s) => [s.id, [s.loggedRank, s.recomputedRank]]));
    expect(ranks).toEqual({
      a: [1, 2],
      b: [2, 1],
      c: [3, 3],
      d: [1, 1],
      e: [1, 2],
      f: [3, 2],
      g: [1, 1],
      h: [1, 1],
      i: [null, null],
      j: [null, null],
    });
  });

  it("reports GRPO advantages under both rewards and sign changes", () => {
    const byId = Object.fromEntries(result.samples.map((s) => [s.id, s]));
    // q2 logged [1, 1, 0]: mean 2/3, std √(1/3); recomputed [1, 0.5, 0.5]: mean 2/3, std √(1/12).
    expect(byId.e?.loggedAdvantage).toBeCloseTo((1 - 2 / 3) / (Math.sqrt(1 / 3) + 1e-6), 12);
    expect(byId.e?.recomputedAdvantage).toBeCloseTo((0.5 - 2 / 3) / (Math.sqrt(1 / 12) + 1e-6), 12);
    expect(byId.e?.advantageSignChanged).toBe(true);
    expect(byId.c?.advantageSignChanged).toBe(false);
    // a lone sample: advantage r / (1 + ε), 1 → 0 changes sign
    expect(byId.i).toMatchObject({
      loggedAdvantage: 1 / (1 + 1e-6),
      recomputedAdvantage: 0,
      advantageSignChanged: true,
    });
    expect(byId.j).toMatchObject({ loggedAdvantage: null, advantageSignChanged: null });
  });
});
