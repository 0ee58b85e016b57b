// Raw agreement and Cohen's κ, computed as sklearn.metrics.cohen_kappa_score does (unweighted):
//   E = outer(column sums, row sums) / n;  κ = 1 − Σ_{i≠j} C_ij / Σ_{i≠j} E_ij
// which equals (p_o − p_e) / (1 − p_e) (Cohen 1960). Degenerate cases follow sklearn: when the
// expected disagreement is 0 (p_e = 1: both sources used one and the same category for every item,
// so p_o = 1 too) or there are no items, κ is undefined — sklearn returns NaN (its
// `replace_undefined_by` defaults to np.nan; before that parameter existed, 0/0 gave NaN too).
import { confusionMatrix, type TConfusion, type TLabelPair } from "./confusion";
import type { TCategory } from "./categories";

export type TKappaOptions = { undefinedAs?: number };

export function cohenKappa(matrix: readonly (readonly number[])[], options: TKappaOptions = {}): number {
  const undefinedAs = options.undefinedAs ?? Number.NaN;
  const size = matrix.length;
  const rowSums = matrix.map((row) => row.reduce((sum, c) => sum + c, 0));
  const colSums = Array.from({ length: size }, (_, j) => matrix.reduce((sum, row) => sum + (row[j] ?? 0), 0));
  const n = rowSums.reduce((sum, r) => sum + r, 0);
  if (n === 0) return undefinedAs;
  let observed = 0;
  let expected = 0;
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      if (i === j) continue;
      observed += matrix[i]?.[j] ?? 0;
      expected += ((colSums[i] as number) * (rowSums[j] as number)) / n;
    }
  }
  return expected === 0 ? undefinedAs : 1 - observed / expected;
}

export type TAgreement = TConfusion & {
  /** Items on the diagonal. */
  agree: number;
  /** p_o = agree / n; null without items. */
  rawAgreement: number | null;
  /** p_e = Σ_k row_k · col_k / n²; null without items. */
  expectedAgreement: number | null;
  /** Cohen's κ; null where sklearn returns NaN (no items, or p_e = 1). */
  kappa: number | null;
};

export function agreementOf(pairs: readonly TLabelPair[], preferred: readonly TCategory[] = []): TAgreement {
  const confusion = confusionMatrix(pairs, preferred);
  const { matrix, n } = confusion;
  const agree = matrix.reduce((sum, row, i) => sum + (row[i] ?? 0), 0);
  let expectedAgree = 0;
  for (let k = 0; k < matrix.length; k++) {
    const row = (matrix[k] as number[]).reduce((sum, c) => sum + c, 0);
    const col = matrix.reduce((sum, r) => sum + (r[k] ?? 0), 0);
    expectedAgree += row * col;
  }
  const kappa = cohenKappa(matrix);
  return {
    ...confusion,
    agree,
    rawAgreement: n === 0 ? null : agree / n,
    expectedAgreement: n === 0 ? null : expectedAgree / (n * n),
    kappa: Number.isNaN(kappa) ? null : kappa,
  };
}
