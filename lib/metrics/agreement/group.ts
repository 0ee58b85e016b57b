// Agreement between two label sources over the same items (steps or trajectories), overall and per
// group: per step kind (PRO-Step Table 14 reports κ per step type), per label name, or any key such
// as a training-step bucket.
import { currentLabel, matchesSource, type TProcessLabel, type TSourceMatch } from "@/lib/metrics/process";
import type { TStepKind } from "@/lib/trajectory";
import type { TCategory } from "./categories";
import type { TLabelPair } from "./confusion";
import { agreementOf, type TAgreement } from "./kappa";

const KIND_ORDER: readonly string[] = ["plan", "reasoning", "search", "answer", "invalid"] satisfies TStepKind[];

export type TLabelledItem = { kind?: string | null; labels?: readonly TProcessLabel[] | null };

/** Which two sources, on which label; `categories` fixes the matrix order (e.g. ["GOOD", "BAD"]). */
export type TComparison = { name: string; a: TSourceMatch; b: TSourceMatch; categories?: readonly TCategory[] };

/** Each item's current label of `name` from source A and from source B. */
export function pairLabels(items: readonly TLabelledItem[], { name, a, b }: TComparison): TLabelPair[] {
  return items.map((item) => ({
    a: currentLabel(item.labels, name, a)?.value,
    b: currentLabel(item.labels, name, b)?.value,
  }));
}

export function compareSources(items: readonly TLabelledItem[], comparison: TComparison): TAgreement {
  return agreementOf(pairLabels(items, comparison), comparison.categories);
}

export type TGroupAgreement<K> = { key: K; agreement: TAgreement };

/** One agreement per group, groups in first-seen order; items whose key is null are left out. */
export function agreementByGroup<T extends TLabelledItem, K>(
  items: readonly T[],
  keyOf: (item: T) => K | null,
  comparison: TComparison,
): TGroupAgreement<K>[] {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null) continue;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups].map(([key, members]) => ({ key, agreement: compareSources(members, comparison) }));
}

/** Per step kind, in the canonical kind order (plan, reasoning, search, answer, invalid). */
export function agreementByStepKind(items: readonly TLabelledItem[], comparison: TComparison) {
  const rank = (kind: string) => (KIND_ORDER.includes(kind) ? KIND_ORDER.indexOf(kind) : KIND_ORDER.length);
  return agreementByGroup(items, (item) => item.kind ?? null, comparison).sort((x, y) => rank(x.key) - rank(y.key));
}

/** Per label name that either source used on these items (sorted by name), or the names given. */
export function agreementByLabelName(
  items: readonly TLabelledItem[],
  sources: { a: TSourceMatch; b: TSourceMatch; names?: readonly string[] },
): TGroupAgreement<string>[] {
  const used = items.flatMap((item) =>
    (item.labels ?? [])
      .filter((l) => matchesSource(l.source, sources.a) || matchesSource(l.source, sources.b))
      .map((l) => l.name),
  );
  const names = sources.names ?? [...new Set(used)].sort();
  return names.map((name) => ({ key: name, agreement: compareSources(items, { name, a: sources.a, b: sources.b }) }));
}
