import type { TLabelView } from "./types";

// Labels as the trajectory page shows them. A correction points at the label it corrects and
// never changes it; the current label of a source for (step, name) is its newest one that no
// other label corrects. The database filters (lib/db/trajectory-filter-sql.ts) use the same rule.

export type TLabelGroup = {
  stepIndex: number | null;
  /** Current labels, at most one per (name, source), sorted by name then source. */
  current: (TLabelView & { corrected: TLabelView | null })[];
};

const newer = (a: TLabelView, b: TLabelView) =>
  a.createdAt !== b.createdAt ? a.createdAt > b.createdAt : BigInt(a.id) > BigInt(b.id);

export function currentLabels(labels: readonly TLabelView[]): (TLabelView & { corrected: TLabelView | null })[] {
  const byId = new Map(labels.map((l) => [l.id, l]));
  const correctedIds = new Set(labels.flatMap((l) => (l.correctsId ? [l.correctsId] : [])));
  const newest = new Map<string, TLabelView>();
  for (const label of labels) {
    if (correctedIds.has(label.id)) continue;
    const key = JSON.stringify([label.stepIndex, label.name, label.source]);
    const seen = newest.get(key);
    if (!seen || newer(label, seen)) newest.set(key, label);
  }
  return [...newest.values()]
    .map((label) => ({ ...label, corrected: label.correctsId ? (byId.get(label.correctsId) ?? null) : null }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.source.localeCompare(b.source));
}

/** Current labels grouped by step (null: the whole trajectory). */
export function labelsByStep(labels: readonly TLabelView[]): Map<number | null, TLabelGroup["current"]> {
  const groups = new Map<number | null, TLabelGroup["current"]>();
  for (const label of currentLabels(labels)) {
    const group = groups.get(label.stepIndex) ?? [];
    group.push(label);
    groups.set(label.stepIndex, group);
  }
  return groups;
}

export type TLabelTone = "good" | "bad" | "warn" | "neutral";

/** How a label's value reads at a glance: BAD and wrong answers red, over-/under-search amber. */
export function labelTone(label: Pick<TLabelView, "name" | "value">): TLabelTone {
  const value = label.value.toUpperCase();
  if (label.name === "over_search" || label.name === "under_search") return value === "TRUE" ? "warn" : "neutral";
  if (value === "BAD" || value === "FALSE") return "bad";
  if (value === "GOOD" || value === "TRUE") return "good";
  return "neutral";
}

/** "over-search" for a true over_search label, "step_quality: BAD" otherwise. */
export function labelText(label: Pick<TLabelView, "name" | "value" | "valueType">): string {
  if (label.valueType === "boolean" && (label.name === "over_search" || label.name === "under_search")) {
    const name = label.name.replace("_", "-");
    return label.value === "true" ? name : `no ${name}`;
  }
  return `${label.name}: ${label.value}`;
}

export type TSourceKind = "judge" | "prm" | "human" | "other";

/** Who said it, from the source's prefix: `judge:<model>`, `prm:<model>`, `human:<name>`. */
export function sourceKind(source: string): TSourceKind {
  const prefix = source.split(":", 1)[0]!.toLowerCase();
  return prefix === "judge" || prefix === "prm" || prefix === "human" ? prefix : "other";
}

export function describeSource(source: string): string {
  const kind = sourceKind(source);
  const who = source.includes(":") ? source.slice(source.indexOf(":") + 1) : source;
  if (kind === "judge") return `LLM judge ${who}`;
  if (kind === "prm") return `PRM ${who}`;
  if (kind === "human") return `annotator ${who}`;
  return source;
}
