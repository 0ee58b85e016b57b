// Two trajectories' steps, row by row, for the side-by-side view. Two rules, chosen in the URL:
//  - "index": row i holds step i of each (the shorter one runs out into gaps).
//  - "kind": steps of the same kind are paired in order along a longest common subsequence of the
//    two kind sequences (so "search, search, answer" meets "reasoning, search, answer" at its
//    search and answer); the steps between two such anchors are zipped in order beside each other,
//    marked as different kinds, and the longer side's remainder faces gaps. Ties in the LCS prefer
//    pairing the earliest steps, so the result is deterministic.
// Rows refer to positions in the given arrays, not to step.index.
import type { TAlignment } from "./state";

export type TAlignedRow = { a: number | null; b: number | null; isSameKind: boolean };
export type TAlignmentResult = { method: TAlignment; rows: TAlignedRow[] };

/** Past this many cells the LCS table would cost too much memory: index alignment instead. */
export const MAX_KIND_CELLS = 4_000_000;

const row = (kindsA: readonly string[], kindsB: readonly string[], a: number | null, b: number | null) => ({
  a,
  b,
  isSameKind: a !== null && b !== null && kindsA[a] === kindsB[b],
});

export function alignByIndex(kindsA: readonly string[], kindsB: readonly string[]): TAlignedRow[] {
  const n = Math.max(kindsA.length, kindsB.length);
  return Array.from({ length: n }, (_, i) =>
    row(kindsA, kindsB, i < kindsA.length ? i : null, i < kindsB.length ? i : null),
  );
}

/** Pairs (i, j) of an LCS of the two sequences, earliest-first on ties. */
function lcsPairs(kindsA: readonly string[], kindsB: readonly string[]): [number, number][] {
  const n = kindsA.length;
  const m = kindsB.length;
  // suffix[i][j] = LCS length of A[i..] and B[j..], so the walk forward can prefer early pairs.
  const suffix = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => suffix[i * (m + 1) + j] as number;
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      suffix[i * (m + 1) + j] = kindsA[i] === kindsB[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const pairs: [number, number][] = [];
  let [i, j] = [0, 0];
  while (i < n && j < m) {
    if (kindsA[i] === kindsB[j] && at(i, j) === at(i + 1, j + 1) + 1) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if (at(i + 1, j) >= at(i, j + 1)) i += 1;
    else j += 1;
  }
  return pairs;
}

export function alignByKind(kindsA: readonly string[], kindsB: readonly string[]): TAlignedRow[] {
  const rows: TAlignedRow[] = [];
  let [i, j] = [0, 0];
  const zipUntil = (endA: number, endB: number) => {
    while (i < endA || j < endB) {
      rows.push(row(kindsA, kindsB, i < endA ? i : null, j < endB ? j : null));
      if (i < endA) i += 1;
      if (j < endB) j += 1;
    }
  };
  for (const [pa, pb] of lcsPairs(kindsA, kindsB)) {
    zipUntil(pa, pb);
    rows.push(row(kindsA, kindsB, pa, pb));
    [i, j] = [pa + 1, pb + 1];
  }
  zipUntil(kindsA.length, kindsB.length);
  return rows;
}

export function alignSteps(kindsA: readonly string[], kindsB: readonly string[], method: TAlignment): TAlignmentResult {
  if (method === "kind" && (kindsA.length + 1) * (kindsB.length + 1) <= MAX_KIND_CELLS) {
    return { method, rows: alignByKind(kindsA, kindsB) };
  }
  return { method: "index", rows: alignByIndex(kindsA, kindsB) };
}
