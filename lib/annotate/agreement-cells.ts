// Agreement from counted cells. The database pairs each item's newest label of source A with that
// of source B and counts equal (a, b) pairs, so a run of a million judged steps sends a few rows;
// these figures then equal lib/metrics/agreement's agreementOf on the expanded pairs (tested).
import { categoryKey, cohenKappa, orderCategories, type TAgreement, type TCategory } from "@/lib/metrics/agreement";

/** `count` items where source A said `a` and source B said `b` (null: that source said nothing). */
export type TAgreementCell = { a: string | null; b: string | null; count: number };

/** Below this many items κ swings too much to read: pages grey it out and say so. */
export const MIN_ITEMS_FOR_KAPPA = 30;

export function agreementFromCells(cells: readonly TAgreementCell[], preferred: readonly TCategory[] = []): TAgreement {
  const both = cells.filter(
    (c): c is { a: string; b: string; count: number } => c.count > 0 && c.a !== null && c.b !== null,
  );
  const categories = orderCategories(
    both.flatMap((c) => [c.a, c.b]),
    preferred,
  );
  const index = new Map(categories.map((category, i) => [categoryKey(category), i]));
  const matrix = categories.map(() => categories.map(() => 0));
  for (const { a, b, count } of both) {
    const row = matrix[index.get(a) as number] as number[];
    const column = index.get(b) as number;
    row[column] = (row[column] ?? 0) + count;
  }
  const sum = (list: readonly TAgreementCell[]) => list.reduce((total, c) => total + c.count, 0);
  const n = sum(both);
  const agree = matrix.reduce((total, row, i) => total + (row[i] ?? 0), 0);
  let expectedAgree = 0;
  for (let k = 0; k < matrix.length; k++) {
    const row = (matrix[k] as number[]).reduce((total, c) => total + c, 0);
    const col = matrix.reduce((total, r) => total + (r[k] ?? 0), 0);
    expectedAgree += row * col;
  }
  const kappa = cohenKappa(matrix);
  return {
    categories,
    matrix,
    n,
    onlyA: sum(cells.filter((c) => c.a !== null && c.b === null)),
    onlyB: sum(cells.filter((c) => c.a === null && c.b !== null)),
    agree,
    rawAgreement: n === 0 ? null : agree / n,
    expectedAgreement: n === 0 ? null : expectedAgree / (n * n),
    kappa: Number.isNaN(kappa) ? null : kappa,
  };
}

/** Whether κ rests on enough items to be read. */
export const isKappaTrustworthy = (agreement: Pick<TAgreement, "n">) => agreement.n >= MIN_ITEMS_FOR_KAPPA;
