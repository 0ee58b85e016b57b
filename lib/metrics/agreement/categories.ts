// Label values as categories of a confusion matrix. Two values are the same category when their
// canonical text is equal — the text the database stores (lib/labels/value.ts) — so `true` read from
// a row and `"true"` from a file meet in one cell.
import type { TLabelValue } from "@/lib/metrics/process";

export type TCategory = TLabelValue;

export function categoryKey(value: TCategory): string {
  return String(value);
}

const TYPE_RANK = { boolean: 0, number: 1, string: 2 } as const;

const typeOf = (value: TCategory) => typeof value as keyof typeof TYPE_RANK;

/** Booleans (false, true), then numbers ascending, then text by code unit: stable across runs and locales. */
export function compareCategories(a: TCategory, b: TCategory): number {
  const byType = TYPE_RANK[typeOf(a)] - TYPE_RANK[typeOf(b)];
  if (byType !== 0) return byType;
  if (typeof a === "number" && typeof b === "number") return a - b;
  const [x, y] = [categoryKey(a), categoryKey(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The matrix's category order: the caller's `preferred` order first (e.g. GOOD, BAD, UNKNOWN, kept
 * even when a category never occurs), then every other observed value in compareCategories order.
 * Values sharing a key are shown as their typed form when one occurs (`true` rather than "true").
 */
export function orderCategories(observed: Iterable<TCategory>, preferred: readonly TCategory[] = []): TCategory[] {
  const shown = new Map<string, TCategory>();
  const keep = (value: TCategory) => {
    const current = shown.get(categoryKey(value));
    if (current === undefined || TYPE_RANK[typeOf(value)] < TYPE_RANK[typeOf(current)]) {
      shown.set(categoryKey(value), value);
    }
  };
  preferred.forEach(keep);
  const preferredKeys = new Set(preferred.map(categoryKey));
  for (const value of observed) keep(value);
  const head = [...preferredKeys].map((key) => shown.get(key) as TCategory);
  const rest = [...shown].filter(([key]) => !preferredKeys.has(key)).map(([, value]) => value);
  return [...head, ...rest.sort(compareCategories)];
}
