import { describe, expect, it } from "vitest";
import { describeSeries, rankFlips, sharedHistogram } from "@/lib/rewards";
import { summarizeRows, type TWhatIfRow } from "./accumulate";
import { groupFigures } from "./group-figures";

// A small deterministic generator: rewards on a coarse grid (so ties happen), some missing.
function rows(n: number, seed: number): TWhatIfRow[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: n }, (_, i) => ({
    id: String(1000 + i * 7),
    group: i % 11 === 5 ? null : `q${Math.floor(i / 6)}`,
    logged: next() < 0.05 ? null : Math.round(next() * 10) / 10,
    recomputed: next() < 0.05 ? null : Math.round(next() * 8) / 8 - 0.1,
  }));
}

describe("summarizeRows: the numbers lib/rewards' in-memory what-if gives", () => {
  it.each([1, 2, 3])("seed %i", (seed) => {
    const data = rows(400, seed);
    const result = summarizeRows(data);
    const [logged, recomputed] = [data.map((r) => r.logged), data.map((r) => r.recomputed)];
    expect(result.logged).toEqual(describeSeries(logged));
    expect(result.recomputed).toEqual(describeSeries(recomputed));
    expect(result.histogram).toEqual(sharedHistogram(logged, recomputed, { bins: 20 }));
    const flips = rankFlips(data);
    expect(result.flips).toMatchObject({ ...flips.totals, groupsWithFlips: flips.totals.groupsWithFlips });
    const advantages = (key: "loggedAdvantage" | "recomputedAdvantage") => flips.samples.map((s) => s[key]);
    expect(result.advantages.logged).toEqual(describeSeries(advantages("loggedAdvantage")));
    expect(result.advantages.recomputed).toEqual(describeSeries(advantages("recomputedAdvantage")));
    expect(result.advantages.signChanged).toBe(flips.samples.filter((s) => s.advantageSignChanged).length);
    expect(result.advantages.compared).toBe(flips.samples.filter((s) => s.advantageSignChanged !== null).length);
  });

  it("lists the trajectories in a flipped pair, in row (id) order", () => {
    const result = summarizeRows([
      { id: "4", group: "g", logged: 0, recomputed: 1 },
      { id: "5", group: "g", logged: 0.5, recomputed: 0.5 },
      { id: "30", group: "g", logged: 1, recomputed: 0 },
      { id: "6", group: "h", logged: 1, recomputed: 1 },
      { id: "7", group: "h", logged: 0, recomputed: 0 },
    ]);
    // (30, 4) and (30, 5), (4, 5) flip in g; h keeps its order.
    expect(result.flips).toMatchObject({
      flips: 3,
      groups: 2,
      groupsWithFlips: 1,
      trajectories: 3,
      ids: ["4", "5", "30"],
    });
    expect(result.delta).toEqual({ compared: 5, changed: 2, mean: 0 });
  });

  it("counts every flipped trajectory and lists the first idLimit of them", () => {
    const data = rows(400, 1);
    const all = summarizeRows(data).flips;
    expect(all.trajectories).toBeGreaterThan(3);
    const cut = summarizeRows(data, { idLimit: 3 }).flips;
    expect(cut.trajectories).toBe(all.trajectories);
    expect(cut.ids).toEqual(all.ids.slice(0, 3));
  });

  it("leaves groups too large to compare pair by pair out, and says so", () => {
    const big = Array.from({ length: 5 }, (_, i) => ({ id: String(i + 1), group: "g", logged: i, recomputed: -i }));
    const result = summarizeRows(big, { maxGroupSize: 4 });
    expect(result.flips).toMatchObject({ skippedGroups: 1, flips: 0, groups: 0 });
    expect(result.advantages.logged.count).toBe(0);
  });
});

/** groupFigures over a run that is one group, listed in row order. */
function oneGroup(logged: number[], recomputed: number[]) {
  const n = logged.length;
  const outputs = {
    loggedAdvantages: new Float64Array(n).fill(NaN),
    recomputedAdvantages: new Float64Array(n).fill(NaN),
    flipped: new Uint8Array(n),
  };
  const members = Int32Array.from({ length: n }, (_, i) => i);
  const totals = groupFigures({ logged, recomputed }, members, { from: 0, to: n }, 1e-9, outputs);
  return { ...totals, ...outputs };
}

describe("groupFigures", () => {
  it("equal grpoAdvantages/rankFlips exactly", () => {
    const data = rows(60, 9).map((r) => ({ ...r, group: "one" }));
    const figures = oneGroup(
      data.map((r) => r.logged ?? NaN),
      data.map((r) => r.recomputed ?? NaN),
    );
    const expected = rankFlips(data);
    expect([...figures.loggedAdvantages].map((a) => (Number.isNaN(a) ? null : a))).toEqual(
      expected.samples.map((s) => s.loggedAdvantage),
    );
    expect({ pairs: figures.pairs, flips: figures.flips, tiesBroken: figures.tiesBroken }).toEqual({
      pairs: expected.totals.pairs,
      flips: expected.totals.flips,
      tiesBroken: expected.totals.tiesBroken,
    });
  });

  it("gives a lone sample verl's mean 0 and std 1", () => {
    expect([...oneGroup([2], [2]).loggedAdvantages]).toEqual([2 / (1 + 1e-6)]);
    expect([...oneGroup([NaN, 3], [1, 1]).loggedAdvantages]).toEqual([NaN, 3 / (1 + 1e-6)]);
  });
});
