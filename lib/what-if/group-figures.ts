// One GRPO group's figures in a single pass over plain numbers: the same values as lib/rewards'
// grpoAdvantages and rankFlips (tests hold them equal), without the objects those build per sample
// — a million-trajectory run has over a hundred thousand groups. A group is a list of row indices
// into the run's columns; advantages and flip marks are written in place, so a group allocates
// nothing. NaN marks a missing reward.
import { GRPO_EPSILON } from "@/lib/rewards";

export type TRewardColumns = { logged: ArrayLike<number>; recomputed: ArrayLike<number> };

/** Per row of the run: written by groupFigures for the rows of the group it is given. */
export type TGroupOutputs = {
  loggedAdvantages: Float64Array;
  recomputedAdvantages: Float64Array;
  /** 1 for a sample in at least one flipped pair. */
  flipped: Uint8Array;
};

export type TGroupTotals = {
  /** Samples with both rewards known. */
  scored: number;
  /** Among samples with both advantages: how many changed sign (zero within the tolerance). */
  compared: number;
  signChanged: number;
  /** Over pairs of samples with both rewards, as rankFlips counts them. */
  pairs: number;
  flips: number;
  tiesBroken: number;
  tiesMade: number;
};

const order = (a: number, b: number, tolerance: number) => (Math.abs(a - b) <= tolerance ? 0 : a > b ? 1 : -1);
const sign = (x: number, tolerance: number) => (Math.abs(x) <= tolerance ? 0 : Math.sign(x));

/**
 * verl's advantages over the known rewards of rows members[from..to): a group of one → mean 0,
 * std 1; else the unbiased std. Sums run in member order, as grpoAdvantages' do.
 */
function advantagesInto(
  rewards: ArrayLike<number>,
  members: ArrayLike<number>,
  range: { from: number; to: number },
  out: Float64Array,
  epsilon = GRPO_EPSILON,
): void {
  // Plain statements, no destructuring: these loops run a million times.
  let known = 0;
  let sum = 0;
  for (let k = range.from; k < range.to; k++) {
    const r = rewards[members[k] as number] as number;
    if (Number.isNaN(r)) continue;
    known += 1;
    sum += r;
  }
  let mean = 0;
  let std = 1;
  if (known > 1) {
    mean = sum / known;
    let squares = 0;
    for (let k = range.from; k < range.to; k++) {
      const r = rewards[members[k] as number] as number;
      if (!Number.isNaN(r)) squares += (r - mean) ** 2;
    }
    std = Math.sqrt(squares / (known - 1));
  }
  for (let k = range.from; k < range.to; k++) {
    const i = members[k] as number;
    out[i] = ((rewards[i] as number) - mean) / (std + epsilon);
  }
}

/** The group of rows members[from..to): its advantages and flip marks into `out`, its counts returned. */
export function groupFigures(
  columns: TRewardColumns,
  members: ArrayLike<number>,
  range: { from: number; to: number },
  tolerance: number,
  out: TGroupOutputs,
): TGroupTotals {
  const { logged, recomputed } = columns;
  advantagesInto(logged, members, range, out.loggedAdvantages);
  advantagesInto(recomputed, members, range, out.recomputedAdvantages);
  const totals: TGroupTotals = {
    scored: 0,
    compared: 0,
    signChanged: 0,
    pairs: 0,
    flips: 0,
    tiesBroken: 0,
    tiesMade: 0,
  };
  for (let k = range.from; k < range.to; k++) {
    const i = members[k] as number;
    const a = out.loggedAdvantages[i] as number;
    const b = out.recomputedAdvantages[i] as number;
    if (!Number.isNaN(a) && !Number.isNaN(b)) {
      totals.compared += 1;
      if (sign(a, tolerance) !== sign(b, tolerance)) totals.signChanged += 1;
    }
    const li = logged[i] as number;
    const ri = recomputed[i] as number;
    if (Number.isNaN(li) || Number.isNaN(ri)) continue;
    totals.scored += 1;
    for (let m = k + 1; m < range.to; m++) {
      const j = members[m] as number;
      const lj = logged[j] as number;
      const rj = recomputed[j] as number;
      if (Number.isNaN(lj) || Number.isNaN(rj)) continue;
      const before = order(li, lj, tolerance);
      const after = order(ri, rj, tolerance);
      totals.pairs += 1;
      if (before * after === -1) {
        totals.flips += 1;
        out.flipped[i] = 1;
        out.flipped[j] = 1;
      } else if (before === 0 && after !== 0) totals.tiesBroken += 1;
      else if (before !== 0 && after === 0) totals.tiesMade += 1;
    }
  }
  return totals;
}
