// One agreement report: per label name, overall, per step kind and over training steps.
import type { TStepKind } from "@/lib/trajectory";
import { agreementFromCells, type TAgreementCell } from "./agreement-cells";
import type { TAgreementGroup, TNameAgreement } from "./types";
import { preferredCategories } from "./values";

/** Counted pairs of one label name, on one kind of step ("trajectory" for whole-trajectory labels), at one training step. */
export type TAgreementRow = TAgreementCell & { name: string; kind: string; trainingStep: number | null };

export const TRAJECTORY_KIND = "trajectory";
const KIND_ORDER: readonly string[] = [
  TRAJECTORY_KIND,
  ...(["plan", "reasoning", "search", "answer", "invalid"] satisfies TStepKind[]),
];

/**
 * Training steps into at most `max` ranges: each step its own when there are few, else equal
 * widths from the first step, so a curve of κ over training has enough items per point.
 */
export function trainingStepBuckets(
  steps: readonly number[],
  max = 12,
): (step: number) => { from: number; to: number } {
  const distinct = [...new Set(steps)].sort((a, b) => a - b);
  if (distinct.length <= max) return (step) => ({ from: step, to: step });
  const min = distinct[0]!;
  const width = Math.ceil((distinct.at(-1)! - min + 1) / max);
  return (step) => {
    const from = min + Math.floor((step - min) / width) * width;
    return { from, to: from + width - 1 };
  };
}

function groupBy<K>(rows: readonly TAgreementRow[], keyOf: (row: TAgreementRow) => K | null, name: string) {
  const groups = new Map<string, { key: K; rows: TAgreementRow[] }>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const id = JSON.stringify(key);
    const group = groups.get(id) ?? { key, rows: [] };
    group.rows.push(row);
    groups.set(id, group);
  }
  return [...groups.values()].map((g): TAgreementGroup<K> => ({
    key: g.key,
    agreement: agreementFromCells(g.rows, preferredCategories(name)),
  }));
}

export function buildNameAgreements(rows: readonly TAgreementRow[]): TNameAgreement[] {
  const names = [...new Set(rows.map((r) => r.name))].sort();
  return names.map((name) => {
    const own = rows.filter((r) => r.name === name);
    const rank = (kind: string) => (KIND_ORDER.includes(kind) ? KIND_ORDER.indexOf(kind) : KIND_ORDER.length);
    const bucketOf = trainingStepBuckets(own.flatMap((r) => (r.trainingStep === null ? [] : [r.trainingStep])));
    return {
      name,
      overall: agreementFromCells(own, preferredCategories(name)),
      byKind: groupBy(own, (r) => r.kind, name).sort((x, y) => rank(x.key) - rank(y.key)),
      byTrainingStep: groupBy(own, (r) => (r.trainingStep === null ? null : bucketOf(r.trainingStep)), name).sort(
        (x, y) => x.key.from - y.key.from,
      ),
    };
  });
}
