import { MIN_ITEMS_FOR_KAPPA } from "./agreement-cells";

// Label sources to compare: exact ones ("judge:gpt-4.1-nano", "human:ada") and families ("human":
// each item's newest label by any person), as the browse label filter reads a bare family name.

export const isSourceFamily = (source: string) => !source.includes(":");

/** Families with a member, then every source, in a stable order. */
export function sourceOptions(sources: readonly string[]): string[] {
  const families = [...new Set(sources.filter((s) => !isSourceFamily(s)).map((s) => s.split(":", 1)[0]!))].sort();
  return [...families, ...[...sources].sort()];
}

/**
 * What a page compares when nobody chose: the first judge (else the first source) against people
 * (else the next source) — "does the judge agree with us?".
 */
export function defaultSources(sources: readonly string[]): { a: string | null; b: string | null } {
  const sorted = [...sources].sort();
  const a = sorted.find((s) => s.startsWith("judge:")) ?? sorted[0] ?? null;
  const b = sorted.some((s) => s.startsWith("human:")) ? "human" : (sorted.find((s) => s !== a) ?? null);
  return { a, b };
}

export function describeSourceChoice(source: string): string {
  return isSourceFamily(source) ? `${source} (any)` : source;
}

/** Items (a step or a whole trajectory, per label name) that carry labels of exactly these sources. */
export type TSourceSet = { sources: readonly string[]; items: number };

/** Two sources to compare and the items both labelled. */
export type TSourcePair = { a: string; b: string; items: number };

const familyOf = (source: string) => source.split(":", 1)[0]!;

/** The exact sources of an item plus their families ("human" for human:ada), without repeats. */
function comparable(sources: readonly string[]): string[] {
  const exact = [...new Set(sources.filter((s) => !isSourceFamily(s)))];
  return [...new Set([...exact, ...exact.map(familyOf)])].sort();
}

/** A family and its own member, or a family with itself, say nothing about agreement. */
const isComparable = (a: string, b: string) =>
  a !== b && !(isSourceFamily(a) && familyOf(b) === a) && !(isSourceFamily(b) && familyOf(a) === b);

/**
 * How many items each pair of sources (families included) both labelled, from the sets of sources
 * the items carry; pairs with no shared item are left out. Ordered by items, most first.
 */
export function sourcePairOverlaps(sets: readonly TSourceSet[]): TSourcePair[] {
  const counts = new Map<string, TSourcePair>();
  for (const set of sets) {
    const sources = comparable(set.sources);
    for (let i = 0; i < sources.length; i++) {
      for (let j = i + 1; j < sources.length; j++) {
        const [a, b] = [sources[i]!, sources[j]!];
        if (!isComparable(a, b)) continue;
        const key = `${a}\u0000${b}`;
        const pair = counts.get(key) ?? { a, b, items: 0 };
        pair.items += set.items;
        counts.set(key, pair);
      }
    }
  }
  return [...counts.values()].sort((x, y) => y.items - x.items || x.a.localeCompare(y.a) || x.b.localeCompare(y.b));
}

const isHuman = (source: string) => familyOf(source) === "human";

/**
 * The pair a page opens on. First, pairs sharing enough items for κ to be read (minItems); among
 * them — and, failing that, among all — a model (judge, PRM) against people, "does the judge agree
 * with us?" (the people as a family first), then the pair sharing most items; exact sources before
 * families among equals. A model goes in A and people in B. Null when no two sources share an item.
 */
export function overlappingDefault(pairs: readonly TSourcePair[], minItems = MIN_ITEMS_FOR_KAPPA): TSourcePair | null {
  const oriented = pairs.map((p) => (isHuman(p.a) && !isHuman(p.b) ? { a: p.b, b: p.a, items: p.items } : p));
  const families = (p: TSourcePair) => Number(isSourceFamily(p.a)) + Number(isSourceFamily(p.b) && p.b !== "human");
  const rank = (p: TSourcePair) => [
    p.items >= minItems ? 0 : 1,
    !isHuman(p.a) && isHuman(p.b) ? 0 : 1,
    p.b === "human" ? 0 : 1,
    -p.items,
    families(p),
  ];
  const compare = (x: TSourcePair, y: TSourcePair) => {
    const [rx, ry] = [rank(x), rank(y)];
    return rx.map((v, i) => v - ry[i]!).find((d) => d !== 0) ?? 0;
  };
  return [...oriented].sort(compare)[0] ?? null;
}
