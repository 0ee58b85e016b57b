// The comparison's tables in the papers' layout (lib/ablation): runs as rows, datasets as columns
// with the macro Avg., best bold and second underlined per column, deltas to the baseline, and
// under each value the n it averages and the paired test against the baseline. Answer scores are
// printed ×100 with one decimal as the papers do; the reward as is, with three.
import { buildAblationTable, type TAblationTable, type TScoreCell } from "@/lib/ablation/table";
import type { TSignificance } from "@/lib/dynamics/ablation-types";
import { correctnessLabel, tryParseCorrectness } from "@/lib/metrics/process";
import type { TCompareScores, TCompareTables, TScoreRow } from "./types";
import type { TTableMetric } from "./state";

export const METRIC_LABELS: Record<TTableMetric, string> = {
  em: "EM",
  f1: "F1",
  acc: "Acc (sub-EM)",
  correct: "Right",
  reward: "Reward",
};

/** "Right (judge)", "Right (F1 ≥ 0.5)": the `correct` metric names its rule. */
export function metricLabel(metric: TTableMetric, correct: string): string {
  const choice = tryParseCorrectness(correct);
  return metric === "correct" && choice ? `Right (${correctnessLabel(choice)})` : METRIC_LABELS[metric];
}

const SCALE: Record<TTableMetric, { scale: number; decimals: number }> = {
  em: { scale: 100, decimals: 1 },
  f1: { scale: 100, decimals: 1 },
  acc: { scale: 100, decimals: 1 },
  correct: { scale: 100, decimals: 1 },
  reward: { scale: 1, decimals: 3 },
};

/** Every logged component, the most widely logged first (ties by name): the picker's order. */
export function componentNames(components: TCompareScores["components"]): string[] {
  const byName = new Map<string, number>();
  for (const row of components) byName.set(row.component, (byName.get(row.component) ?? 0) + row.trajectories);
  return [...byName].sort(([a, n], [b, m]) => m - n || (a < b ? -1 : 1)).map(([name]) => name);
}

/** The tests per table row and column (null: baseline, Avg., nothing shared, or another metric's tests). */
function significanceGrid(
  table: TAblationTable,
  scores: Partial<Pick<TCompareScores, "tests" | "metric" | "baseline">>,
  metric: TTableMetric,
): (TSignificance | null)[][] {
  const isCurrent = scores.metric === metric && scores.baseline === table.baseline;
  const byCell = new Map((isCurrent ? (scores.tests ?? []) : []).map((t) => [`${t.run}\u0000${t.dataset}`, t]));
  return table.rows.map((row) =>
    table.columns.map((column) => byCell.get(`${row.variant}\u0000${column.key}`)?.significance ?? null),
  );
}

export function buildCompareTables(
  scores: Pick<TCompareScores, "runs" | "rows" | "components"> &
    Partial<Pick<TCompareScores, "tests" | "metric" | "baseline">>,
  options: { metric: TTableMetric; baseline: string; components?: readonly string[] },
): TCompareTables {
  const variants = scores.runs.map((run) => run.name);
  const cells: TScoreCell[] = scores.rows.map((row: TScoreRow) => ({
    variant: row.run,
    dataset: row.dataset,
    value: row[options.metric],
    n: row.n?.[options.metric],
  }));
  const table = buildAblationTable(cells, {
    variants,
    baseline: options.baseline,
    metric: options.metric,
    ...SCALE[options.metric],
  });
  // Never a silent cap: every component is a column unless the reader narrowed them.
  const all = componentNames(scores.components);
  const names = (options.components ? all.filter((name) => options.components!.includes(name)) : all).sort();
  const components =
    names.length === 0
      ? null
      : buildAblationTable(
          scores.components.map((row) => ({
            variant: row.run,
            dataset: row.component,
            value: row.mean,
            n: row.trajectories,
          })),
          {
            variants,
            datasets: names,
            baseline: options.baseline,
            metric: "reward components",
            scale: 1,
            decimals: 3,
            average: false,
          },
        );
  return { table, components, significance: significanceGrid(table, scores, options.metric) };
}
