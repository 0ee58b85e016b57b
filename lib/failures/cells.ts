// Search failure or reading failure: each trajectory where both are known falls in one cell of
// (gold retrieved?) × (answered right?). Right follows the run's correctness choice (correct=…),
// the same rule as the outcome filter and the correctness card; gold retrieved is
// gold-in-documents.ts's check, stored per trajectory at ingest.
import {
  DEFAULT_SORT,
  EMPTY_FILTER,
  type TGoldFilter,
  type TOutcome,
  type TTrajectoryFilter,
} from "@/lib/browse/filter";
import { browseQueryString } from "@/lib/browse/params";

export const FAILURE_CELLS = ["retrieved_right", "reading_failure", "from_memory", "search_failure"] as const;
export type TFailureCell = (typeof FAILURE_CELLS)[number];

export const FAILURE_CELL_INFO: Record<TFailureCell, { label: string; gold: TGoldFilter; outcome: TOutcome }> = {
  retrieved_right: { label: "retrieved & right", gold: "retrieved", outcome: "correct" },
  reading_failure: { label: "reading failure (retrieved & wrong)", gold: "retrieved", outcome: "incorrect" },
  from_memory: { label: "from memory (never retrieved & right)", gold: "missed", outcome: "correct" },
  search_failure: { label: "search failure (never retrieved & wrong)", gold: "missed", outcome: "incorrect" },
};

/** The cell, or null when either side is unknown (not applicable, or not judged by the rule). */
export function failureCell(goldRetrieved: boolean | null, isRight: boolean | null): TFailureCell | null {
  if (goldRetrieved === null || isRight === null) return null;
  if (goldRetrieved) return isRight ? "retrieved_right" : "reading_failure";
  return isRight ? "from_memory" : "search_failure";
}

export type TFailureCounts = Record<TFailureCell, number> & {
  trajectories: number;
  /** No gold answer or no retrieved documents: in no cell, never a failure. */
  notApplicable: number;
  /** Gold retrieval known, but the correctness rule cannot judge the answer. */
  undecided: number;
};

export type TFailureSummary = {
  /** The correctness choice's canonical text. */
  correct: string;
  overall: TFailureCounts;
  byDataset: (TFailureCounts & { dataset: string | null })[];
};

/** The list of one cell (within some datasets, or all). */
export function failureCellFilter(
  cell: TFailureCell,
  options: { correct: string | null; datasets?: readonly string[] },
): TTrajectoryFilter {
  const { gold, outcome } = FAILURE_CELL_INFO[cell];
  const correct = options.correct === "em" ? null : options.correct;
  return { ...EMPTY_FILTER, gold, outcome, correct, datasets: [...(options.datasets ?? [])] };
}

export const failureCellQuery = (cell: TFailureCell, options: Parameters<typeof failureCellFilter>[1]) =>
  browseQueryString({ filter: failureCellFilter(cell, options), sort: DEFAULT_SORT });

/** Share of the cell among the trajectories in some cell; null when none is. */
export function cellShare(counts: TFailureCounts, cell: TFailureCell): number | null {
  const decided = FAILURE_CELLS.reduce((sum, c) => sum + counts[c], 0);
  return decided === 0 ? null : counts[cell] / decided;
}
