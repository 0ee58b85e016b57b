// The confusion matrix between two label sources on the same items: rows are source A's category,
// columns source B's, in one shared category order (sklearn's confusion_matrix convention).
import { categoryKey, orderCategories, type TCategory } from "./categories";

/** One item's current label from each source; null/undefined: that source did not label it. */
export type TLabelPair = { a: TCategory | null | undefined; b: TCategory | null | undefined };

export type TConfusion = {
  categories: TCategory[];
  /** matrix[i][j]: items A put in categories[i] and B in categories[j]. */
  matrix: number[][];
  /** Items both sources labelled (the matrix total). */
  n: number;
  /** Items only one source labelled; they are outside the matrix and every statistic. */
  onlyA: number;
  onlyB: number;
};

export function confusionMatrix(pairs: readonly TLabelPair[], preferred: readonly TCategory[] = []): TConfusion {
  const both = pairs.filter((p): p is { a: TCategory; b: TCategory } => p.a != null && p.b != null);
  const categories = orderCategories(
    both.flatMap((p) => [p.a, p.b]),
    preferred,
  );
  const index = new Map(categories.map((category, i) => [categoryKey(category), i]));
  const matrix = categories.map(() => categories.map(() => 0));
  for (const { a, b } of both) {
    const row = matrix[index.get(categoryKey(a)) as number] as number[];
    const column = index.get(categoryKey(b)) as number;
    row[column] = (row[column] ?? 0) + 1;
  }
  return {
    categories,
    matrix,
    n: both.length,
    onlyA: pairs.filter((p) => p.a != null && p.b == null).length,
    onlyB: pairs.filter((p) => p.a == null && p.b != null).length,
  };
}
