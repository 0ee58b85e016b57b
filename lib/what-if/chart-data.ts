// Chart and table data for the what-if page, decided here so the components only render: the
// bars of two series on shared bins, the summary rows, the colours.
import { DEFAULT_SORT, EMPTY_FILTER } from "@/lib/browse/filter";
import { browseQueryString } from "@/lib/browse/params";
import { runPagePath } from "@/lib/browse/queries";
import type { TSeriesSummary, TSharedHistogram } from "@/lib/rewards";

/** Okabe–Ito grey and blue: the logged reward recedes, the recomputed one stands out. */
export const SERIES_COLORS = { logged: "#999999", recomputed: "#0072B2" } as const;

export type THistogramBar = { label: string; from: number; to: number; logged: number; recomputed: number };

/** x to `digits` decimals, never "-0.00". */
function edge(x: number, digits: number): string {
  const text = x.toFixed(digits);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}

/** Decimals that tell neighbouring edges apart (bins narrower than 0.01 need more than two). */
export function edgeDigits(edges: readonly number[]): number {
  const width = edges.length > 1 ? Math.abs((edges[1] as number) - (edges[0] as number)) : 1;
  return Math.min(6, Math.max(2, Math.ceil(-Math.log10(width || 1)) + 1));
}

/** One bar pair per bin, labelled "[from, to)", the last bin closed as numpy counts it. */
export function histogramBars(histogram: TSharedHistogram): THistogramBar[] {
  const digits = edgeDigits(histogram.edges);
  const last = histogram.a.length - 1;
  return histogram.a.map((logged, i) => {
    const [from, to] = [histogram.edges[i] as number, histogram.edges[i + 1] as number];
    return {
      label: `[${edge(from, digits)}, ${edge(to, digits)}${i === last ? "]" : ")"}`,
      from,
      to,
      logged,
      recomputed: histogram.b[i] ?? 0,
    };
  });
}

export type TSummaryRow = { statistic: string; logged: number | null; recomputed: number | null };

const STATISTICS: [keyof TSeriesSummary, string][] = [
  ["mean", "mean"],
  ["std", "std (population)"],
  ["min", "min"],
  ["p25", "25th percentile"],
  ["median", "median"],
  ["p75", "75th percentile"],
  ["max", "max"],
  ["count", "trajectories with a value"],
  ["missing", "missing"],
];

/** Logged and recomputed statistics side by side, in the order the page lists them. */
export function summaryRows(logged: TSeriesSummary, recomputed: TSeriesSummary): TSummaryRow[] {
  return STATISTICS.map(([key, statistic]) => ({ statistic, logged: logged[key], recomputed: recomputed[key] }));
}

/** "3 flips in 2 of 12 groups" — what the flips card says in one line. */
export function describeFlips(flips: { flips: number; groupsWithFlips: number; groups: number }): string {
  const pairs = flips.flips === 1 ? "1 flipped pair" : `${flips.flips.toLocaleString("en-US")} flipped pairs`;
  return `${pairs} in ${flips.groupsWithFlips.toLocaleString("en-US")} of ${flips.groups.toLocaleString("en-US")} groups`;
}

/** The trajectory list of the run, filtered to these ids: where the flips link goes. */
export function flipsListHref(run: string, ids: readonly string[]): string {
  return `${runPagePath(run)}${browseQueryString({ filter: { ...EMPTY_FILTER, ids: [...ids] }, sort: DEFAULT_SORT })}`;
}
