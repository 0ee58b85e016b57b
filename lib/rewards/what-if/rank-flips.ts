// What changing the reward would change inside GRPO groups: for every pair of samples of one group,
// whether the logged reward and the recomputed one order them differently. A flip is a pair strictly
// ordered one way by one reward and strictly the other way by the other; a pair tied under one and
// ordered under the other is a tie broken or made. Differences within `tolerance` count as ties, so
// float noise between Python and this engine is not a flip.
import { grpoAdvantages, type TAdvantageOptions } from "./grpo";

export type TRewardPair = { id: string; group: string | null; logged: number | null; recomputed: number | null };

export type TGroupFlips = {
  group: string;
  size: number;
  pairs: number;
  flips: number;
  tiesBroken: number;
  tiesMade: number;
};

export type TSampleChange = {
  id: string;
  group: string | null;
  /** 1 = best in its group; tied samples share the best rank (1, 2, 2, 4). */
  loggedRank: number | null;
  recomputedRank: number | null;
  loggedAdvantage: number | null;
  recomputedAdvantage: number | null;
  /** The advantage changed sign (positive, zero within tolerance, negative); null when one is missing. */
  advantageSignChanged: boolean | null;
};

export type TRankFlips = {
  groups: TGroupFlips[];
  totals: { pairs: number; flips: number; tiesBroken: number; tiesMade: number; groupsWithFlips: number };
  samples: TSampleChange[];
};

const order = (a: number, b: number, tolerance: number) => (Math.abs(a - b) <= tolerance ? 0 : a > b ? 1 : -1);
const sign = (x: number, tolerance: number) => (Math.abs(x) <= tolerance ? 0 : Math.sign(x));
const signChanged = (a: number | null, b: number | null, tolerance: number) =>
  a === null || b === null ? null : sign(a, tolerance) !== sign(b, tolerance);

function ranks(values: readonly number[], tolerance: number): number[] {
  return values.map((v) => 1 + values.filter((other) => order(other, v, tolerance) > 0).length);
}

export function rankFlips(
  samples: readonly TRewardPair[],
  options: TAdvantageOptions & { tolerance?: number } = {},
): TRankFlips {
  const tolerance = options.tolerance ?? 1e-9;
  const logged = grpoAdvantages(
    samples.map((s) => ({ group: s.group, reward: s.logged })),
    options,
  ).advantages;
  const recomputed = grpoAdvantages(
    samples.map((s) => ({ group: s.group, reward: s.recomputed })),
    options,
  ).advantages;
  const changes: TSampleChange[] = samples.map((s, i) => ({
    id: s.id,
    group: s.group,
    loggedRank: null,
    recomputedRank: null,
    loggedAdvantage: logged[i] ?? null,
    recomputedAdvantage: recomputed[i] ?? null,
    advantageSignChanged: signChanged(logged[i] ?? null, recomputed[i] ?? null, tolerance),
  }));

  const members = new Map<string, number[]>();
  samples.forEach((s, i) => {
    if (s.group === null || s.logged === null || s.recomputed === null) return;
    members.set(s.group, [...(members.get(s.group) ?? []), i]);
  });
  const groups: TGroupFlips[] = [];
  for (const [group, indices] of members) {
    const a = indices.map((i) => samples[i]?.logged as number);
    const b = indices.map((i) => samples[i]?.recomputed as number);
    const [rankA, rankB] = [ranks(a, tolerance), ranks(b, tolerance)];
    indices.forEach((sampleIndex, k) => {
      const change = changes[sampleIndex] as TSampleChange;
      [change.loggedRank, change.recomputedRank] = [rankA[k] ?? null, rankB[k] ?? null];
    });
    const stats: TGroupFlips = { group, size: indices.length, pairs: 0, flips: 0, tiesBroken: 0, tiesMade: 0 };
    for (let i = 0; i < indices.length; i++) {
      for (let j = i + 1; j < indices.length; j++) {
        const before = order(a[i] as number, a[j] as number, tolerance);
        const after = order(b[i] as number, b[j] as number, tolerance);
        stats.pairs += 1;
        if (before * after === -1) stats.flips += 1;
        else if (before === 0 && after !== 0) stats.tiesBroken += 1;
        else if (before !== 0 && after === 0) stats.tiesMade += 1;
      }
    }
    groups.push(stats);
  }
  const sum = (key: "pairs" | "flips" | "tiesBroken" | "tiesMade") => groups.reduce((total, g) => total + g[key], 0);
  return {
    groups,
    totals: {
      pairs: sum("pairs"),
      flips: sum("flips"),
      tiesBroken: sum("tiesBroken"),
      tiesMade: sum("tiesMade"),
      groupsWithFlips: groups.filter((g) => g.flips > 0).length,
    },
    samples: changes,
  };
}
