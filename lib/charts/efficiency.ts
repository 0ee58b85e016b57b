// Efficiency charts of Search-P1 (Figure 6: accuracy and turns over training, turns by outcome per
// dataset type; Table 7: 1 / 2 / 3+ search iterations among successful and failed cases) from
// per-step aggregate rows. Names of the rows lib/db provides (outcome = the run's correctness rule):
//   turns/success, turns/failure   per-trajectory turns (searches + answer) of correct / wrong ones
//   searches                       per-trajectory search calls, all outcomes
//   iterations/{success|failure}/{0|1|2|3+}   count = trajectories with that many searches
import type { TIterationRow } from "@/lib/metrics/process";
import { ITERATION_BUCKETS } from "@/lib/metrics/process";
import { compareDatasets, datasetType, DATASET_TYPE_LABELS } from "./datasets";
import { OKABE_ITO } from "./palette";
import type { TAggregateRow, TMetricPoint, TPoint, TRange, TSeriesInput } from "./types";

export const OUTCOMES = ["success", "failure"] as const;
export type TOutcome = (typeof OUTCOMES)[number];
export const OUTCOME_COLORS: Record<TOutcome, string> = { success: OKABE_ITO[2], failure: OKABE_ITO[5] };
export const LOGGED_SEARCHES = "env/number_of_valid_search";

type TStat = "mean" | "p50" | "p90" | "min" | "max";
const inSteps = (step: number, steps?: TRange) => !steps || (step >= steps[0] && step <= steps[1]);

/** A logged scalar as a series (e.g. val/test_score/nq for Figure 6a's accuracy). */
export function metricSeries(points: readonly TMetricPoint[], name: string): TPoint[] {
  return points.filter((p) => p.name === name).map((p) => ({ x: p.step, y: p.value }));
}

/** One statistic of an aggregate over steps; a step whose group is empty is a null point (a gap). */
export function aggregateSeries(
  rows: readonly TAggregateRow[],
  name: string,
  dataset: string | null = null,
  stat: TStat = "mean",
): TPoint[] {
  return rows
    .filter((row) => row.name === name && row.dataset === dataset)
    .map((row) => ({ x: row.step, y: row.count > 0 ? row[stat] : null }));
}

/** Figure 6a/6b over training: mean turns of successful and of failed trajectories per step. */
export function turnsByOutcomeSeries(rows: readonly TAggregateRow[], dataset: string | null = null): TSeriesInput[] {
  return OUTCOMES.map((outcome) => ({
    name: outcome,
    color: OUTCOME_COLORS[outcome],
    points: aggregateSeries(rows, `turns/${outcome}`, dataset),
  }));
}

/** Searches per trajectory over training: from stored trajectories, and as the trainer logged it. */
export function searchesSeries(
  rows: readonly TAggregateRow[],
  points: readonly TMetricPoint[],
  dataset: string | null = null,
): TSeriesInput[] {
  const series = [{ name: "searches (trajectories)", points: aggregateSeries(rows, "searches", dataset) }];
  // The trainer's figure is over the whole batch and all datasets: only comparable unfiltered.
  if (dataset === null)
    series.push({ name: `${LOGGED_SEARCHES} (logged)`, points: metricSeries(points, LOGGED_SEARCHES) });
  return series;
}

export type TGroupBy = "dataset" | "type";
/** Rows of one group: each dataset (rows with dataset null are the pooled "all"), or Search-P1's two types. */
function groupOf(dataset: string | null, groupBy: TGroupBy): string | null {
  if (groupBy === "dataset") return dataset ?? "all";
  const type = dataset === null ? null : datasetType(dataset);
  return type === null ? null : DATASET_TYPE_LABELS[type];
}

function grouped(rows: readonly TAggregateRow[], steps: TRange | undefined, groupBy: TGroupBy) {
  const groups = new Map<string, TAggregateRow[]>();
  for (const row of rows) {
    const group = inSteps(row.step, steps) ? groupOf(row.dataset, groupBy) : null;
    if (group !== null) groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  // The papers' dataset order, the pooled "all" last; "General QA" sorts before "Multi-Hop QA".
  const rank = (group: string) => (group === "all" ? "\uffff" : group);
  return [...groups].sort(([a], [b]) => (groupBy === "dataset" ? compareDatasets(rank(a), rank(b)) : a < b ? -1 : 1));
}

export type TTurnsBar = {
  group: string;
  success: number | null;
  failure: number | null;
  successCount: number;
  failureCount: number;
};

/** Figure 6b: mean turns by outcome per group, pooled over the steps (Σ mean·count / Σ count). */
export function turnsByOutcomeBars(
  rows: readonly TAggregateRow[],
  options: { steps?: TRange; groupBy?: TGroupBy } = {},
): TTurnsBar[] {
  const bars: TTurnsBar[] = [];
  for (const [group, members] of grouped(rows, options.steps, options.groupBy ?? "type")) {
    const pooled = (outcome: TOutcome) => {
      const used = members.filter((r) => r.name === `turns/${outcome}` && r.mean !== null && r.count > 0);
      const count = used.reduce((sum, r) => sum + r.count, 0);
      return {
        mean: count === 0 ? null : used.reduce((sum, r) => sum + (r.mean as number) * r.count, 0) / count,
        count,
      };
    };
    const [success, failure] = [pooled("success"), pooled("failure")];
    if (success.count + failure.count === 0) continue;
    bars.push({
      group,
      success: success.mean,
      failure: failure.mean,
      successCount: success.count,
      failureCount: failure.count,
    });
  }
  return bars;
}

export type TIterationTableRow = { group: string; success: TIterationRow; failure: TIterationRow };

/** Table 7: per group, the shares of 1 / 2 / 3+ searches among successful and among failed cases. */
export function iterationTable(
  rows: readonly TAggregateRow[],
  options: { steps?: TRange; groupBy?: TGroupBy } = {},
): TIterationTableRow[] {
  const table: TIterationTableRow[] = [];
  for (const [group, members] of grouped(rows, options.steps, options.groupBy ?? "dataset")) {
    const row = (outcome: TOutcome): TIterationRow => {
      const count = (bucket: string) =>
        members.filter((r) => r.name === `iterations/${outcome}/${bucket}`).reduce((sum, r) => sum + r.count, 0);
      const counts = { "1": count("1"), "2": count("2"), "3+": count("3+") };
      const searched = counts["1"] + counts["2"] + counts["3+"];
      const share = (n: number) => (searched === 0 ? null : n / searched);
      return {
        counts,
        shares: { "1": share(counts["1"]), "2": share(counts["2"]), "3+": share(counts["3+"]) },
        noSearch: count("0"),
      };
    };
    const entry = { group, success: row("success"), failure: row("failure") };
    const total = (r: TIterationRow) => ITERATION_BUCKETS.reduce((sum, b) => sum + r.counts[b], r.noSearch);
    if (total(entry.success) + total(entry.failure) > 0) table.push(entry);
  }
  return table;
}
