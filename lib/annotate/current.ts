import type { TLabelVersionView } from "./types";

// Which label holds. A correction hides the label it corrects (it is never changed). Among the
// labels nobody corrected for one (step, name), a person's beats a model's — a human label
// supersedes the judge's even when it was added beside it, as in a queue — and the newest wins.
// The trajectory's flags, the exports and the page's "current" mark all use this one rule.

type TKeyed = Pick<TLabelVersionView, "id" | "stepIndex" | "name" | "source" | "correctsId" | "createdAt">;

export const isHumanSource = (source: string) => source.startsWith("human:");
export const humanSource = (name: string) => `human:${name}`;

/** a was made after b: by time, then by id (ids grow with inserts). */
export function isNewer(a: Pick<TKeyed, "createdAt" | "id">, b: Pick<TKeyed, "createdAt" | "id">): boolean {
  return a.createdAt !== b.createdAt ? a.createdAt > b.createdAt : BigInt(a.id) > BigInt(b.id);
}

export const labelKey = (stepIndex: number | null, name: string) => `${stepIndex ?? "trajectory"}\u0000${name}`;

function outranks(a: TKeyed, b: TKeyed): boolean {
  const [ha, hb] = [isHumanSource(a.source), isHumanSource(b.source)];
  return ha !== hb ? ha : isNewer(a, b);
}

/** The label that holds among `labels` (all of one step and name), or null. */
export function effectiveLabel<L extends TKeyed>(labels: readonly L[]): L | null {
  const corrected = new Set(labels.flatMap((l) => (l.correctsId ? [l.correctsId] : [])));
  let best: L | null = null;
  for (const label of labels) {
    if (corrected.has(label.id)) continue;
    if (!best || outranks(label, best)) best = label;
  }
  return best;
}

/** The label that holds for each (step, name), keyed by labelKey. */
export function effectiveLabels<L extends TKeyed>(labels: readonly L[]): Map<string, L> {
  const groups = new Map<string, L[]>();
  for (const label of labels) {
    const key = labelKey(label.stepIndex, label.name);
    groups.set(key, [...(groups.get(key) ?? []), label]);
  }
  const result = new Map<string, L>();
  for (const [key, group] of groups) {
    const label = effectiveLabel(group);
    if (label) result.set(key, label);
  }
  return result;
}

/** What one source said last on (step, name): a person's own label in a queue, a judge's original. */
export function ownLabel<L extends TKeyed>(
  labels: readonly L[],
  target: { stepIndex: number | null; name: string; source: string },
): L | null {
  let newest: L | null = null;
  for (const label of labels) {
    if (label.stepIndex !== target.stepIndex || label.name !== target.name || label.source !== target.source) continue;
    if (!newest || isNewer(label, newest)) newest = label;
  }
  return newest;
}

export type TLabelChange<L> = { label: L; before: L | null; isCurrent: boolean };

/** Every label of (step, name), oldest first, each with the value it replaced and whether it holds now. */
export function historyOf<L extends TKeyed>(labels: readonly L[], stepIndex: number | null, name: string) {
  const group = labels.filter((l) => l.stepIndex === stepIndex && l.name === name);
  const byId = new Map(group.map((l) => [l.id, l]));
  const current = effectiveLabel(group);
  return [...group]
    .sort((a, b) => (isNewer(a, b) ? 1 : isNewer(b, a) ? -1 : 0))
    .map((label): TLabelChange<L> => ({
      label,
      before: label.correctsId ? (byId.get(label.correctsId) ?? null) : null,
      isCurrent: label === current,
    }));
}

/**
 * `labels` (oldest first) reordered so that, of each (step, name), the one that holds comes last —
 * the order lib/metrics/process's currentLabel reads ("the last one holds"): a person's after a
 * model's, each in the order made. A correction is a person's label made after the one it
 * corrects, so it comes after it; the SQL readers use the same order (holding-label-sql.ts).
 */
export function inHoldingOrder<L extends Pick<TKeyed, "source">>(labels: readonly L[]): L[] {
  return [...labels.filter((l) => !isHumanSource(l.source)), ...labels.filter((l) => isHumanSource(l.source))];
}
