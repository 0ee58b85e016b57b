// One GRPO group's figures in a single pass over plain numbers: the same values as lib/rewards'
// grpoAdvantages and rankFlips (tests hold them equal), without the objects those build per sample
// — a million-trajectory run has over a hundred thousand groups. NaN marks a missing reward.
import { GRPO_EPSILON } from "@/lib/rewards";

export type TGroupFigures = {
  loggedAdvantages: number[];
  recomputedAdvantages: number[];
  /** Among samples with both advantages: how many changed sign (zero within the tolerance). */
  compared: number;
  signChanged: number;
  /** Over pairs of samples with both rewards, as rankFlips counts them. */
  pairs: number;
  flips: number;
  tiesBroken: number;
  tiesMade: number;
  /** Local indices of samples in at least one flipped pair. */
  flipped: number[];
};

const order = (a: number, b: number, tolerance: number) => (Math.abs(a - b) <= tolerance ? 0 : a > b ? 1 : -1);
const sign = (x: number, tolerance: number) => (Math.abs(x) <= tolerance ? 0 : Math.sign(x));

/** verl's advantages over the known rewards: group of one → mean 0, std 1; else the unbiased std. */
export function advantagesOf(rewards: readonly number[], epsilon = GRPO_EPSILON): number[] {
  const known = rewards.filter((r) => !Number.isNaN(r));
  let [mean, std] = [0, 1];
  if (known.length > 1) {
    mean = known.reduce((sum, r) => sum + r, 0) / known.length;
    std = Math.sqrt(known.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (known.length - 1));
  }
  return rewards.map((r) => (Number.isNaN(r) ? NaN : (r - mean) / (std + epsilon)));
}

export function groupFigures(logged: readonly number[], recomputed: readonly number[], tolerance: number) {
  const figures: TGroupFigures = {
    loggedAdvantages: advantagesOf(logged),
    recomputedAdvantages: advantagesOf(recomputed),
    compared: 0,
    signChanged: 0,
    pairs: 0,
    flips: 0,
    tiesBroken: 0,
    tiesMade: 0,
    flipped: [],
  };
  const flipped = new Set<number>();
  for (let i = 0; i < logged.length; i++) {
    const [a, b] = [figures.loggedAdvantages[i] as number, figures.recomputedAdvantages[i] as number];
    if (!Number.isNaN(a) && !Number.isNaN(b)) {
      figures.compared += 1;
      if (sign(a, tolerance) !== sign(b, tolerance)) figures.signChanged += 1;
    }
    if (Number.isNaN(logged[i] as number) || Number.isNaN(recomputed[i] as number)) continue;
    for (let j = i + 1; j < logged.length; j++) {
      if (Number.isNaN(logged[j] as number) || Number.isNaN(recomputed[j] as number)) continue;
      const before = order(logged[i] as number, logged[j] as number, tolerance);
      const after = order(recomputed[i] as number, recomputed[j] as number, tolerance);
      figures.pairs += 1;
      if (before * after === -1) {
        figures.flips += 1;
        flipped.add(i).add(j);
      } else if (before === 0 && after !== 0) figures.tiesBroken += 1;
      else if (before !== 0 && after === 0) figures.tiesMade += 1;
    }
  }
  figures.flipped = [...flipped].sort((x, y) => x - y);
  return figures;
}
