// The comparison's tables in the papers' layout (lib/ablation): runs as rows, datasets as columns
// with the macro Avg., best bold and second underlined per column, deltas to the baseline. Answer
// scores are printed ×100 with one decimal as the papers do; the reward as is, with three.
import { buildAblationTable, type TScoreCell } from "@/lib/ablation/table";
import type { TCompareScores, TCompareTables, TScoreRow } from "./types";
import type { TTableMetric } from "./state";

export const METRIC_LABELS: Record<TTableMetric, string> = {
  em: "EM",
  f1: "F1",
  acc: "Acc (sub-EM)",
  reward: "Reward",
};

const SCALE: Record<TTableMetric, { scale: number; decimals: number }> = {
  em: { scale: 100, decimals: 1 },
  f1: { scale: 100, decimals: 1 },
  acc: { scale: 100, decimals: 1 },
  reward: { scale: 1, decimals: 3 },
};

/** At most this many reward components become columns (the most widely logged first). */
export const MAX_COMPONENT_COLUMNS = 12;

export function buildCompareTables(
  scores: Pick<TCompareScores, "runs" | "rows" | "components">,
  options: { metric: TTableMetric; baseline: string },
): TCompareTables {
  const variants = scores.runs.map((run) => run.name);
  const cells: TScoreCell[] = scores.rows.map((row: TScoreRow) => ({
    variant: row.run,
    dataset: row.dataset,
    value: row[options.metric],
  }));
  const table = buildAblationTable(cells, {
    variants,
    baseline: options.baseline,
    metric: options.metric,
    ...SCALE[options.metric],
  });
  const byName = new Map<string, number>();
  for (const row of scores.components) byName.set(row.component, (byName.get(row.component) ?? 0) + row.trajectories);
  const names = [...byName]
    .sort(([a, n], [b, m]) => m - n || (a < b ? -1 : 1))
    .slice(0, MAX_COMPONENT_COLUMNS)
    .map(([name]) => name)
    .sort();
  const components =
    names.length === 0
      ? null
      : buildAblationTable(
          scores.components.map((row) => ({ variant: row.run, dataset: row.component, value: row.mean })),
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
  return { table, components };
}
