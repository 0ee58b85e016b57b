// The dynamics series of search vs reading failure: per training step, each cell's share of the
// trajectories in some cell (not applicable and unjudged ones are outside the denominator). A
// step with none in any cell is a gap (null), never a 0. `count` lets binning pool steps by weight.
import { FAILURE_CELLS, type TFailureCell, type TFailureCounts, type TFailureSummary } from "./cells";

export type TFailureStepRow = Record<TFailureCell, number> & { step: number };
export type TFailureStepValue = { step: number; value: number | null; count: number };

export function decidedCount(row: Record<TFailureCell, number>): number {
  return FAILURE_CELLS.reduce((sum, cell) => sum + row[cell], 0);
}

export function failureSeries(rows: readonly TFailureStepRow[]): Record<TFailureCell, TFailureStepValue[]> {
  const sorted = [...rows].sort((a, b) => a.step - b.step);
  const seriesOf = (cell: TFailureCell) =>
    sorted.map((row) => {
      const decided = decidedCount(row);
      return { step: row.step, value: decided > 0 ? row[cell] / decided : null, count: decided };
    });
  return Object.fromEntries(FAILURE_CELLS.map((cell) => [cell, seriesOf(cell)])) as Record<
    TFailureCell,
    TFailureStepValue[]
  >;
}

/** Per-dataset counts summed into the run's. */
export function sumCounts(rows: readonly TFailureCounts[]): TFailureCounts {
  const total: TFailureCounts = {
    trajectories: 0,
    notApplicable: 0,
    undecided: 0,
    retrieved_right: 0,
    reading_failure: 0,
    from_memory: 0,
    search_failure: 0,
  };
  for (const row of rows) for (const key of Object.keys(total) as (keyof TFailureCounts)[]) total[key] += row[key];
  return total;
}

/** A run's counts within the chosen datasets (all when none is chosen). */
export function countsWithin(summary: TFailureSummary, datasets: readonly string[]): TFailureCounts {
  if (datasets.length === 0) return summary.overall;
  return sumCounts(summary.byDataset.filter((row) => row.dataset !== null && datasets.includes(row.dataset)));
}
