// Drawing a queue's items from a filtered list. The database ranks each stratum's candidates by a
// seeded hash (md5(seed:id)), so the same seed draws the same items on PostgreSQL and PGlite
// alike, and hands over at most `size` per stratum; what to take from each is decided here.
import type { TQueueStrategy } from "./types";

/** A candidate trajectory, its stratum ("" when unstratified) and its 1-based rank there. */
export type TCandidate = { id: string; stratum: string; rank: number };

/**
 * Equal shares per stratum, so rare datasets or label values get their say; what a small stratum
 * cannot fill goes to the others (water-filling: smallest strata first, ties by name).
 */
export function allocateBalanced(capacities: ReadonlyMap<string, number>, size: number): Map<string, number> {
  const strata = [...capacities].sort(([ka, a], [kb, b]) => a - b || (ka < kb ? -1 : ka > kb ? 1 : 0));
  const quotas = new Map<string, number>();
  let remaining = size;
  strata.forEach(([key, capacity], i) => {
    const quota = Math.min(capacity, Math.ceil(remaining / (strata.length - i)));
    quotas.set(key, quota);
    remaining -= quota;
  });
  return quotas;
}

const byRank = (a: TCandidate, b: TCandidate) => a.rank - b.rank || (a.stratum < b.stratum ? -1 : 1);

/** The ids to queue, in queue order. */
export function pickSample(candidates: readonly TCandidate[], strategy: TQueueStrategy, size: number): string[] {
  if (strategy === "random")
    return [...candidates]
      .sort(byRank)
      .slice(0, size)
      .map((c) => c.id);
  if (strategy === "disagreements-first") {
    // Stratum "0" holds the items two sources disagree on, "1" the rest.
    const ordered = [...candidates].sort((a, b) =>
      a.stratum < b.stratum ? -1 : a.stratum > b.stratum ? 1 : a.rank - b.rank,
    );
    return ordered.slice(0, size).map((c) => c.id);
  }
  const capacities = new Map<string, number>();
  for (const c of candidates) capacities.set(c.stratum, (capacities.get(c.stratum) ?? 0) + 1);
  const quotas = allocateBalanced(capacities, size);
  // Interleaved (first of each stratum, then the second of each, …): a queue half done is balanced too.
  return candidates
    .filter((c) => c.rank <= (quotas.get(c.stratum) ?? 0))
    .sort(byRank)
    .map((c) => c.id);
}

/**
 * Hands each item to `perItem` different annotators in turn (item p gets annotators p·N … p·N+N−1,
 * modulo their number), so the work spreads evenly and nobody gets one item twice.
 */
export function assignRoundRobin<T>(
  items: number,
  annotators: readonly T[],
  perItem: number,
): { position: number; annotator: T }[] {
  if (annotators.length === 0) return [];
  if (perItem > annotators.length) {
    throw new RangeError(`${perItem} annotators per item need at least ${perItem} people; ${annotators.length} named`);
  }
  return Array.from({ length: items }, (_, position) =>
    Array.from({ length: perItem }, (_, j) => ({
      position,
      annotator: annotators[(position * perItem + j) % annotators.length]!,
    })),
  ).flat();
}
