// The what-if's figures from one row per trajectory (id, group, logged, recomputed), fed batch by
// batch: summaries and shared histograms as numpy makes them, GRPO advantages and rank flips per
// group as lib/rewards computes them — the same numbers runWhatIf gives in memory (tests hold them
// equal). Rows must arrive in a fixed order (the database's is by id): a mean's last bits depend on
// the order of its sum. Stored as columns, a missing reward as NaN, to keep a million rows small.
import { MAX_ID_FILTER } from "@/lib/browse/filter";
import { describeSeries, pairwiseSum, sharedHistogram } from "@/lib/rewards";
import { groupFigures } from "./group-figures";
import type { TWhatIfResult } from "./types";

export type TWhatIfRow = { id: string; group: string | null; logged: number | null; recomputed: number | null };

export type TAccumulateOptions = {
  bins?: number;
  /** Differences within this are ties, as in rankFlips. */
  tolerance?: number;
  idLimit?: number;
  /** Larger groups are not compared pair by pair (k² pairs); GRPO groups hold 4–64 samples. */
  maxGroupSize?: number;
};

export const DEFAULT_BINS = 20;
export const MAX_GROUP_SIZE = 1024;
const TOLERANCE = 1e-9;

type TColumns = { ids: string[]; groups: (string | null)[]; logged: number[]; recomputed: number[] };

export function createWhatIfAccumulator(options: TAccumulateOptions = {}) {
  const columns: TColumns = { ids: [], groups: [], logged: [], recomputed: [] };
  return {
    add(row: TWhatIfRow) {
      columns.ids.push(row.id);
      columns.groups.push(row.group);
      columns.logged.push(row.logged ?? NaN);
      columns.recomputed.push(row.recomputed ?? NaN);
    },
    finish: (): Omit<TWhatIfResult, "spec" | "label"> => summarize(columns, options),
  };
}

/** All rows at once (tests, small runs). */
export function summarizeRows(rows: readonly TWhatIfRow[], options: TAccumulateOptions = {}) {
  const accumulator = createWhatIfAccumulator(options);
  for (const row of rows) accumulator.add(row);
  return accumulator.finish();
}

function summarize(c: TColumns, options: TAccumulateOptions): Omit<TWhatIfResult, "spec" | "label"> {
  const tolerance = options.tolerance ?? TOLERANCE;
  const bins = options.bins ?? DEFAULT_BINS;
  const deltas: number[] = [];
  c.logged.forEach((l, i) => {
    const r = c.recomputed[i] as number;
    if (Number.isFinite(l) && Number.isFinite(r)) deltas.push(r - l);
  });
  const groups = analyseGroups(c, tolerance, options.maxGroupSize ?? MAX_GROUP_SIZE);
  // Rows arrive in id order: walking the marks in row order lists the flipped ids sorted.
  const flipped = c.ids.filter((_, i) => groups.flipped[i] === 1);
  return {
    trajectories: c.ids.length,
    logged: describeSeries(c.logged),
    recomputed: describeSeries(c.recomputed),
    delta: {
      compared: deltas.length,
      changed: deltas.filter((d) => Math.abs(d) > tolerance).length,
      mean: deltas.length ? pairwiseSum(deltas) / deltas.length : null,
    },
    histogram: sharedHistogram(c.logged, c.recomputed, { bins }),
    advantages: {
      logged: describeSeries(groups.loggedAdvantages),
      recomputed: describeSeries(groups.recomputedAdvantages),
      histogram: sharedHistogram(groups.loggedAdvantages, groups.recomputedAdvantages, { bins }),
      compared: groups.compared,
      signChanged: groups.signChanged,
    },
    flips: { ...groups.totals, trajectories: flipped.length, ids: flipped.slice(0, options.idLimit ?? MAX_ID_FILTER) },
  };
}

function analyseGroups(c: TColumns, tolerance: number, maxGroupSize: number) {
  const members = new Map<string, number[]>();
  c.groups.forEach((group, i) => {
    // A sample without a group is a group of its own (verl groups by the prompt's uid).
    const key = group ?? `\u0000${i}`;
    (members.get(key) ?? members.set(key, []).get(key)!).push(i);
  });
  const loggedAdvantages = new Array<number>(c.ids.length).fill(NaN);
  const recomputedAdvantages = new Array<number>(c.ids.length).fill(NaN);
  const totals = { groups: 0, pairs: 0, flips: 0, tiesBroken: 0, tiesMade: 0, groupsWithFlips: 0, skippedGroups: 0 };
  const flipped = new Uint8Array(c.ids.length);
  let [compared, signChanged] = [0, 0];
  for (const indices of members.values()) {
    if (indices.length > maxGroupSize) {
      totals.skippedGroups += 1;
      continue;
    }
    const at = (column: number[]) => indices.map((i) => column[i] as number);
    const figures = groupFigures(at(c.logged), at(c.recomputed), tolerance);
    indices.forEach((i, k) => {
      loggedAdvantages[i] = figures.loggedAdvantages[k] as number;
      recomputedAdvantages[i] = figures.recomputedAdvantages[k] as number;
    });
    compared += figures.compared;
    signChanged += figures.signChanged;
    const scored = indices.filter((i) => Number.isFinite(c.logged[i]) && Number.isFinite(c.recomputed[i])).length;
    if (scored >= 2) totals.groups += 1;
    totals.pairs += figures.pairs;
    totals.flips += figures.flips;
    totals.tiesBroken += figures.tiesBroken;
    totals.tiesMade += figures.tiesMade;
    if (figures.flips > 0) totals.groupsWithFlips += 1;
    for (const k of figures.flipped) flipped[indices[k] as number] = 1;
  }
  return { loggedAdvantages, recomputedAdvantages, totals, flipped, compared, signChanged };
}
