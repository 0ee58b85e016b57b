// What the failure endpoints return and the pages prefetch: the same JSON on both sides.
import type { TMetricChart } from "@/lib/dynamics/types";
import type { TFailureCounts } from "./cells";

export type { TFailureCounts, TFailureSummary } from "./cells";

/** The dynamics page's chart: one series per cell, and the counts of the steps in view. */
export type TFailureChart = {
  correct: string;
  chart: TMetricChart;
  totals: TFailureCounts;
};
