import "server-only";
import { getDb } from "@/lib/db/client";
import { getReadDb } from "@/lib/db/read-db";
import { assembleShareChart } from "@/lib/dynamics/chart";
import type { TEfficiencyQuery } from "@/lib/dynamics/params";
import { FAILURE_CELL_INFO, FAILURE_CELLS } from "@/lib/failures/cells";
import { failureQueries } from "@/lib/failures/queries";
import { failureSeries, sumCounts } from "@/lib/failures/series";
import type { TFailureChart, TFailureSummary } from "@/lib/failures/types";
import { resolvedBy } from "@/lib/http/resolved-by";
import { DEFAULT_CORRECTNESS_CHOICE, formatCorrectness, tryParseCorrectness } from "@/lib/metrics/process";
import { findRun, type TRunInput } from "@/lib/runs/server/queries";
import { cachedRunSummary, summaryKey } from "@/lib/runs/server/run-summary-cache";
import { getFailureCountsByDataset, storedFailureCountsByStep } from "./failure-counts";

// One resolver per key of lib/failures/queries.ts; the endpoints and the pages call the same ones.

const choiceOf = (correct: string) => tryParseCorrectness(correct) ?? DEFAULT_CORRECTNESS_CHOICE;

/** failureQueries.summary — the four cells of the run and of each dataset. */
export async function resolveFailureSummary({
  run,
  correct,
}: TRunInput & { correct: string }): Promise<TFailureSummary> {
  const choice = choiceOf(correct);
  const [found, read] = await Promise.all([findRun(run), getReadDb()]);
  // A scan of the run: kept until the run changes (run-summary-cache.ts).
  const key = summaryKey("failures", choice);
  const byDataset = await cachedRunSummary(read, await getDb(), { runId: found.id, key }, () =>
    getFailureCountsByDataset(read, { runId: found.id, choice }),
  );
  return { correct: formatCorrectness(choice), overall: sumCounts(byDataset), byDataset };
}

export const FAILURE_METRIC = "failures/cell_share";

// Fixed per cell, so a cell keeps its color whichever are drawn.
const CELL_COLORS = {
  retrieved_right: "#16a34a",
  reading_failure: "#d97706",
  from_memory: "#2563eb",
  search_failure: "#dc2626",
};

/** failureQueries.series — each cell's share per training step, one series per cell. */
export async function resolveFailureSeries({
  run,
  query,
  correct,
}: TRunInput & { query: TEfficiencyQuery; correct: string }): Promise<TFailureChart> {
  const [found, read] = await Promise.all([findRun(run), getReadDb()]);
  const choice = choiceOf(correct);
  const canonical = formatCorrectness(choice);
  const rows = await storedFailureCountsByStep(read, await getDb(), {
    runId: found.id,
    choice,
    dataset: query.dataset,
  });
  const series = failureSeries(rows);
  const { chart, inView } = assembleShareChart(
    FAILURE_CELLS.map((cell) => ({
      name: FAILURE_CELL_INFO[cell].label,
      color: CELL_COLORS[cell],
      link: {
        run: found.name,
        outcome: FAILURE_CELL_INFO[cell].outcome,
        gold: FAILURE_CELL_INFO[cell].gold,
        correct: canonical === "em" ? undefined : canonical,
      },
      steps: series[cell],
    })),
    { metric: FAILURE_METRIC, label: "Share of trajectories (gold retrieved × answer right)", query, rows },
  );
  return { correct: canonical, chart, totals: sumCounts(inView) };
}

export const failureServerQueries = {
  summary: (run: string, correct: string) =>
    resolvedBy(failureQueries.summary(run, correct), () => resolveFailureSummary({ run, correct })),
  series: (run: string, query: TEfficiencyQuery, correct: string) =>
    resolvedBy(failureQueries.series(run, query, correct), () => resolveFailureSeries({ run, query, correct })),
};
