// Run-level distributions of Search-P1's path scores (plan coverage, S_self, S_ref) and the
// S_self-vs-S_ref scatter: bins, sampling and points decided here; components/charts only draws.
import type { THistogramBar, TSearchP1Metric, TScatterPoint } from "./types";

/** Ten equal bins over 0–1; the last one holds 1 (a fully covered plan is not a bin of its own). */
export const HISTOGRAM_BINS = 10;
/** At most this many points are drawn; a larger run is thinned by a stated rule (scatterStride). */
export const SCATTER_CAP = 2_000;

export const METRIC_TEXT: Record<TSearchP1Metric, { label: string; definition: string }> = {
  coverage: {
    label: "Plan coverage",
    definition: "Share of the trajectory's own plan items it executed: n_exec / n_plan (or a logged plan_coverage).",
  },
  s_self: {
    label: "Self-consistency (S_self)",
    definition: "r_planner · (n_exec / n_plan) · (n_exec / n_actions), as the reward logged it.",
  },
  s_ref: {
    label: "Reference alignment (S_ref)",
    definition: "(n_covered / |ref|) · (n_covered / n_actions), as the reward logged it.",
  },
};

/** The bin of a score; values outside 0–1 fall into the end bins. The SQL in server/ mirrors this. */
export function binOf(value: number, bins = HISTOGRAM_BINS): number {
  return Math.max(0, Math.min(bins - 1, Math.floor(value * bins)));
}

/** Every bin with its count (a bin nobody fell into is a real 0, not a gap), in order. */
export function histogramBars(
  counts: readonly { bin: number; count: number }[],
  bins = HISTOGRAM_BINS,
): THistogramBar[] {
  const byBin = new Map(counts.map((c) => [c.bin, c.count]));
  return Array.from({ length: bins }, (_, bin) => {
    const from = bin / bins;
    const to = (bin + 1) / bins;
    return {
      bin,
      from,
      to,
      label: `${from.toFixed(1)}–${to.toFixed(1)}`,
      count: byBin.get(bin) ?? 0,
    };
  });
}

/** Keep every k-th trajectory in id order (ingest order, so all of training), k = ⌈total / cap⌉. */
export function scatterStride(total: number, cap = SCATTER_CAP): number {
  return total <= cap ? 1 : Math.ceil(total / cap);
}

/** What the scatter shows, in words, for the note under it. */
export function samplingNote(total: number, shown: number, stride: number): string {
  const n = (x: number) => x.toLocaleString("en-US");
  if (stride === 1) return `All ${n(total)} trajectories with both track scores are shown.`;
  return `${n(shown)} of ${n(total)} trajectories shown: one in every ${n(stride)} in ingest order (at most ${n(SCATTER_CAP)} points are drawn).`;
}

/** Rows of the scatter query as points; rows missing a track score are not points. */
export function scatterPoints(
  rows: readonly { id: string; s_self: number | null; s_ref: number | null }[],
): TScatterPoint[] {
  return rows.flatMap((r) =>
    r.s_self === null || r.s_ref === null ? [] : [{ trajectoryId: r.id, self: r.s_self, reference: r.s_ref }],
  );
}
