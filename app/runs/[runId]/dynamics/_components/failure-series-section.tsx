"use client";

import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import type { TRange } from "@/lib/charts";
import type { TEfficiencyQuery } from "@/lib/dynamics/params";
import { FAILURE_CELL_INFO, FAILURE_CELLS } from "@/lib/failures/cells";
import { GOLD_RETRIEVED_DEFINITION } from "@/lib/failures/gold-in-documents";
import { failureQueries } from "@/lib/failures/queries";
import { decidedCount } from "@/lib/failures/series";
import { formatCount } from "@/lib/format/date";
import { describeCorrectness, tryParseCorrectness } from "@/lib/metrics/process";
import { ZCorrectnessText } from "@/lib/metrics/process/correctness-param";
import { ChartPanel } from "./chart-panel";
import { ChartSection } from "./chart-section";

/** Search vs reading failure over training: each cell's share of the step's judged trajectories. */
export function FailureSeriesSection({
  runName,
  query,
  onZoom,
}: {
  runName: string;
  query: TEfficiencyQuery;
  onZoom: (range: TRange) => void;
}) {
  // The correctness choice travels in the URL (correct=…) as on the run page; EM by default.
  const parsed = ZCorrectnessText.safeParse(useSearchParams().get("correct") ?? "em");
  const correct = parsed.success ? parsed.data : "em";
  const result = useQuery(failureQueries.series(runName, query, correct));
  return (
    <ChartSection
      id="failure-series"
      title="Search failure vs reading failure"
      label="Search vs reading failure chart"
      result={result}
    >
      {(data) => {
        const choice = tryParseCorrectness(data.correct);
        return (
          <>
            <p className="text-sm" role="status">
              In view: {formatCount(decidedCount(data.totals))} trajectories in a cell —{" "}
              {FAILURE_CELLS.map((cell) => `${FAILURE_CELL_INFO[cell].label} ${formatCount(data.totals[cell])}`).join(
                ", ",
              )}
              ; {formatCount(data.totals.notApplicable)} not applicable, {formatCount(data.totals.undecided)} not
              judged.
            </p>
            <ChartPanel chart={data.chart} onZoom={onZoom} />
            <p className="text-xs text-zinc-500">
              {GOLD_RETRIEVED_DEFINITION} Right: {choice ? describeCorrectness(choice) : data.correct}. Each line is a
              cell&apos;s share of the step&apos;s trajectories in some cell; click a point for that step&apos;s
              trajectories of the cell.
            </p>
          </>
        );
      }}
    </ChartSection>
  );
}
