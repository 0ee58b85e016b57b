// The variant × dataset table of the papers' ablations (Search-P1 Tables 2 and 8: ACC per dataset,
// an Avg. column, best in bold and second best underlined per column), with deltas to a baseline.
// Choices:
// - Values are scaled (×100) and shown with `decimals` (1), as the papers print them. Ranks and
//   deltas use the SHOWN numbers, so a reader never sees two equal numbers ranked apart, nor a delta
//   that disagrees with the two numbers it separates (56.6 − 55.4 = +1.2, as Search-P1 Table 10).
// - Ties: dense ranking. Every row holding the best shown value is bold, every row holding the next
//   distinct value is underlined ("1, 1, 2"): a tie for best does not hide the runner-up. A column
//   with fewer than two values marks nothing; every row (the baseline too) competes, as in the papers.
// - Avg. is the macro mean over the columns' unrounded values (the papers' Avg.), and only when the
//   row has every dataset: an average over fewer datasets would not be comparable.
// - Several cells for one variant and dataset (seeds) are averaged; their n (trajectories or
//   questions scored, when given) add up, so every cell can say how many numbers it rests on.
import { compareDatasets, datasetLabel } from "@/lib/charts/datasets";

export const AVERAGE_KEY = "avg";

/** `n`: how many trajectories (or questions) the value averages, when known. */
export type TScoreCell = { variant: string; dataset: string; value: number | null; n?: number };
export type TTableOptions = {
  datasets?: readonly string[];
  variants?: readonly string[];
  baseline?: string | null;
  metric?: string;
  scale?: number;
  decimals?: number;
  higherIsBetter?: boolean;
  average?: boolean;
};
export type TEmphasis = "best" | "second" | null;
export type TTableCell = {
  value: number | null;
  text: string;
  emphasis: TEmphasis;
  delta: number | null;
  deltaText: string | null;
  /** How many the value rests on (summed over seeds); null when the cells carried no n, or for Avg. */
  n: number | null;
};
export type TTableRow = { variant: string; isBaseline: boolean; cells: TTableCell[] };
export type TTableColumn = { key: string; label: string };
export type TAblationTable = {
  metric: string;
  decimals: number;
  baseline: string | null;
  columns: TTableColumn[];
  rows: TTableRow[];
};

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Signed text for a delta: +1.2, −0.4 (a true minus sign), 0.0. */
export function formatDelta(delta: number, decimals: number): string {
  const text = Math.abs(delta).toFixed(decimals);
  return Number(text) === 0 ? text : `${delta > 0 ? "+" : "−"}${text}`;
}

function emphasize(values: readonly (number | null)[], higherIsBetter: boolean): TEmphasis[] {
  const shown = values.filter((v): v is number => v !== null);
  const distinct = [...new Set(shown)].sort((a, b) => (higherIsBetter ? b - a : a - b));
  if (shown.length < 2) return values.map(() => null);
  return values.map((v) => (v === null ? null : v === distinct[0] ? "best" : v === distinct[1] ? "second" : null));
}

export function buildAblationTable(cells: readonly TScoreCell[], options: TTableOptions = {}): TAblationTable {
  const { scale = 100, decimals = 1, higherIsBetter = true, average = true } = options;
  const variants = options.variants ?? [...new Set(cells.map((cell) => cell.variant))];
  const datasets = options.datasets ?? [...new Set(cells.map((cell) => cell.dataset))].sort(compareDatasets);
  const columns = datasets.map((key) => ({ key, label: datasetLabel(key) }));
  if (average) columns.push({ key: AVERAGE_KEY, label: "Avg." });
  const baseline = options.baseline != null && variants.includes(options.baseline) ? options.baseline : null;

  const counts = variants.map((variant) =>
    datasets.map((dataset) => {
      const found = cells.filter((c) => c.variant === variant && c.dataset === dataset && c.value !== null);
      return found.some((c) => c.n !== undefined) ? found.reduce((n, c) => n + (c.n ?? 0), 0) : null;
    }),
  );
  const raw = variants.map((variant) => {
    const values = datasets.map((dataset) => {
      const found = cells.filter((c) => c.variant === variant && c.dataset === dataset && c.value !== null);
      return found.length === 0 ? null : mean(found.map((c) => c.value as number)) * scale;
    });
    const isComplete = values.length > 0 && values.every((v) => v !== null);
    return average ? [...values, isComplete ? mean(values as number[]) : null] : values;
  });
  const shown = raw.map((row) => row.map((v) => (v === null ? null : Number(v.toFixed(decimals)))));
  const emphasis = columns.map((_, j) =>
    emphasize(
      shown.map((row) => row[j] ?? null),
      higherIsBetter,
    ),
  );
  const baselineRow = baseline === null ? null : shown[variants.indexOf(baseline)];

  const rows = variants.map((variant, i) => ({
    variant,
    isBaseline: variant === baseline,
    cells: columns.map((_, j): TTableCell => {
      const value = shown[i]?.[j] ?? null;
      const base = variant === baseline ? null : (baselineRow?.[j] ?? null);
      const delta = value === null || base === null ? null : Number((value - base).toFixed(decimals));
      return {
        value,
        text: value === null ? "—" : value.toFixed(decimals),
        emphasis: emphasis[j]?.[i] ?? null,
        delta,
        deltaText: delta === null ? null : formatDelta(delta, decimals),
        n: counts[i]?.[j] ?? null,
      };
    }),
  }));
  return { metric: options.metric ?? "acc", decimals, baseline, columns, rows };
}
