// Where a click on a chart goes: the run's trajectory list filtered to the step under the pointer
// (or, when the point summarises a bucket, to the bucket's steps), the chart's dataset and the
// series' outcome — the browse page's own URL (lib/browse/params), so the list opens as if typed.
import { EMPTY_FILTER, DEFAULT_SORT, type TRange as TStepRange } from "@/lib/browse/filter";
import { browseQueryString } from "@/lib/browse/params";
import { runPagePath } from "@/lib/browse/queries";
import type { TRange } from "@/lib/charts";
import type { TChartBins, TChartSeries } from "./types";

/** The whole training steps of the bucket holding x: buckets split [xmin, xmax] evenly. */
export function bucketSteps(x: number, domain: TRange, buckets: number): TStepRange {
  const [xmin, xmax] = domain;
  const span = xmax - xmin;
  if (span <= 0 || buckets < 1) return { min: x, max: x };
  const index = Math.min(buckets - 1, Math.max(0, Math.floor(((x - xmin) / span) * buckets)));
  const width = span / buckets;
  const min = Math.ceil(xmin + index * width);
  const max = index === buckets - 1 ? Math.floor(xmax) : Math.ceil(xmin + (index + 1) * width) - 1;
  return { min: Math.min(min, x), max: Math.max(max, x) };
}

/** The steps of the bin holding x (bins [origin + k·width, origin + (k+1)·width − 1]). */
export function binSteps(x: number, bins: Pick<TChartBins, "width" | "origin">): TStepRange {
  const from = bins.origin + Math.floor((x - bins.origin) / bins.width) * bins.width;
  return { min: from, max: from + bins.width - 1 };
}

export function stepTrajectoriesHref(options: {
  series: Pick<TChartSeries, "link" | "isBucketed">;
  x: number;
  dataset: string | null;
  domain: TRange | null;
  buckets: number;
  bins?: Pick<TChartBins, "width" | "origin">;
}): string {
  const { series, x, dataset, domain, buckets, bins } = options;
  const bucket = series.isBucketed && domain ? bucketSteps(x, domain, buckets) : { min: x, max: x };
  const steps =
    bins && bins.width > 1
      ? { min: binSteps(bucket.min ?? x, bins).min, max: binSteps(bucket.max ?? x, bins).max }
      : bucket;
  const filter = {
    ...EMPTY_FILTER,
    trainingStep: steps,
    datasets: dataset === null ? [] : [dataset],
    outcome: series.link.outcome ?? null,
    flags: series.link.flags ?? [],
    gold: series.link.gold ?? null,
    correct: series.link.correct ?? null,
  };
  return `${runPagePath(series.link.run)}${browseQueryString({ filter, sort: DEFAULT_SORT })}`;
}

/** A point's steps in words: "steps 7–12" for a bin, else "step 7". */
export function pointStepsLabel(x: number, bins: Pick<TChartBins, "width" | "origin">): string {
  if (bins.width <= 1) return `step ${x.toLocaleString("en-US")}`;
  const { min, max } = binSteps(x, bins);
  return `steps ${min!.toLocaleString("en-US")}–${max!.toLocaleString("en-US")}`;
}
