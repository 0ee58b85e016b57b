// The what-if's figures from one row per trajectory (id, group, logged, recomputed), fed batch by
// batch: summaries and shared histograms as numpy makes them, GRPO advantages and rank flips per
// group as lib/rewards computes them — the same numbers runWhatIf gives in memory (tests hold them
// equal). Rows must arrive in a fixed order (the database's is by id): a mean's last bits depend on
// the order of its sum. Stored as typed columns, a missing reward as NaN and a group as its ordinal,
// to keep a million rows small: the row objects go as soon as they are added.
import { MAX_ID_FILTER } from "@/lib/browse/filter";
import { describeSeries, pairwiseSum, sharedHistogram } from "@/lib/rewards";
import { groupFigures, type TGroupOutputs } from "./group-figures";
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

/** A Float64Array or Int32Array that grows by doubling: a million pushes, a few dozen copies. */
function growable<T extends Float64Array | Int32Array>(make: (length: number) => T) {
  let data = make(1024);
  let length = 0;
  return {
    push(x: number) {
      if (length === data.length) {
        const larger = make(data.length * 2);
        larger.set(data);
        data = larger;
      }
      data[length++] = x;
    },
    view: () => data.subarray(0, length) as T,
  };
}

type TColumns = {
  ids: Float64Array;
  groups: Int32Array;
  groupCount: number;
  logged: Float64Array;
  recomputed: Float64Array;
};

export function createWhatIfAccumulator(options: TAccumulateOptions = {}) {
  // Ids as numbers: a million strings kept to the end cost the server's small heap more time in its
  // collector than the what-if spends on them. Trajectory ids come from a sequence, far below 2^53.
  const ids = growable((n) => new Float64Array(n));
  const [logged, recomputed] = [growable((n) => new Float64Array(n)), growable((n) => new Float64Array(n))];
  const groups = growable((n) => new Int32Array(n));
  // Group ordinals in order of first appearance; a sample without a group is a group of its own
  // (verl groups by the prompt's uid).
  const ordinals = new Map<string, number>();
  let groupCount = 0;
  return {
    add(row: TWhatIfRow) {
      ids.push(Number(row.id));
      logged.push(row.logged ?? NaN);
      recomputed.push(row.recomputed ?? NaN);
      let ordinal = row.group === null ? undefined : ordinals.get(row.group);
      if (ordinal === undefined) {
        ordinal = groupCount++;
        if (row.group !== null) ordinals.set(row.group, ordinal);
      }
      groups.push(ordinal);
    },
    finish: (): Omit<TWhatIfResult, "spec" | "label"> =>
      summarize(
        { ids: ids.view(), groups: groups.view(), groupCount, logged: logged.view(), recomputed: recomputed.view() },
        options,
      ),
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
  const n = c.ids.length;
  const deltas = new Float64Array(n);
  let compared = 0;
  let changed = 0;
  // Plain statements, no destructuring: a million rows.
  for (let i = 0; i < n; i++) {
    const l = c.logged[i] as number;
    const r = c.recomputed[i] as number;
    if (!Number.isFinite(l) || !Number.isFinite(r)) continue;
    const d = r - l;
    deltas[compared++] = d;
    if (Math.abs(d) > tolerance) changed += 1;
  }
  const groups = analyseGroups(c, tolerance, options.maxGroupSize ?? MAX_GROUP_SIZE);
  // Rows arrive in id order: walking the marks in row order lists the flipped ids sorted. Only the
  // first idLimit are listed: half a million ids as strings took 0.2 s to be cut to 500.
  const idLimit = options.idLimit ?? MAX_ID_FILTER;
  const flippedIds: string[] = [];
  let flippedCount = 0;
  for (let i = 0; i < n; i++) {
    if (groups.outputs.flipped[i] !== 1) continue;
    if (flippedCount < idLimit) flippedIds.push(String(c.ids[i]));
    flippedCount += 1;
  }
  const { loggedAdvantages, recomputedAdvantages } = groups.outputs;
  return {
    trajectories: n,
    logged: describeSeries(c.logged),
    recomputed: describeSeries(c.recomputed),
    delta: { compared, changed, mean: compared ? pairwiseSum(deltas, 0, compared) / compared : null },
    histogram: sharedHistogram(c.logged, c.recomputed, { bins }),
    advantages: {
      logged: describeSeries(loggedAdvantages),
      recomputed: describeSeries(recomputedAdvantages),
      histogram: sharedHistogram(loggedAdvantages, recomputedAdvantages, { bins }),
      compared: groups.compared,
      signChanged: groups.signChanged,
    },
    flips: { ...groups.totals, trajectories: flippedCount, ids: flippedIds },
  };
}

/** Each group's figures; its members are listed together (a counting sort by ordinal, rows ascending). */
function analyseGroups(c: TColumns, tolerance: number, maxGroupSize: number) {
  const n = c.ids.length;
  const starts = new Int32Array(c.groupCount + 1);
  for (let i = 0; i < n; i++) {
    const after = (c.groups[i] as number) + 1;
    starts[after] = (starts[after] as number) + 1;
  }
  for (let g = 0; g < c.groupCount; g++) starts[g + 1] = (starts[g + 1] as number) + (starts[g] as number);
  const members = new Int32Array(n);
  const next = starts.slice(0, c.groupCount);
  for (let i = 0; i < n; i++) {
    const g = c.groups[i] as number;
    members[next[g] as number] = i;
    next[g] = (next[g] as number) + 1;
  }

  const outputs: TGroupOutputs = {
    loggedAdvantages: new Float64Array(n).fill(NaN),
    recomputedAdvantages: new Float64Array(n).fill(NaN),
    flipped: new Uint8Array(n),
  };
  const totals = { groups: 0, pairs: 0, flips: 0, tiesBroken: 0, tiesMade: 0, groupsWithFlips: 0, skippedGroups: 0 };
  let [compared, signChanged] = [0, 0];
  for (let g = 0; g < c.groupCount; g++) {
    const range = { from: starts[g] as number, to: starts[g + 1] as number };
    if (range.to - range.from > maxGroupSize) {
      totals.skippedGroups += 1;
      continue;
    }
    const figures = groupFigures(c, members, range, tolerance, outputs);
    compared += figures.compared;
    signChanged += figures.signChanged;
    if (figures.scored >= 2) totals.groups += 1;
    totals.pairs += figures.pairs;
    totals.flips += figures.flips;
    totals.tiesBroken += figures.tiesBroken;
    totals.tiesMade += figures.tiesMade;
    if (figures.flips > 0) totals.groupsWithFlips += 1;
  }
  return { outputs, totals, compared, signChanged };
}
