// A what-if in memory: recompute every sample's reward under a preset (or a formula preset) with
// new parameters, and compare with the logged rewards — the same answers the database path gives
// for samples that fit in memory (a page, a group, a test).
import type { TRewardInput, TRewardOptions, TRewardParamValues, TRewardPreset } from "../types";
import { describeSeries, type TSeriesSummary } from "./describe-series";
import { sharedHistogram, type TSharedHistogram } from "./histogram";
import { rankFlips, type TRankFlips } from "./rank-flips";

export type TWhatIfSample = { id: string; group: string | null; input: TRewardInput };

export type TWhatIf = {
  recomputed: (number | null)[];
  /** recomputed − logged, per sample (null when either is missing). */
  deltas: (number | null)[];
  flips: TRankFlips;
  histogram: TSharedHistogram;
  logged: TSeriesSummary;
  recomputedSummary: TSeriesSummary;
};

export function runWhatIf(
  samples: readonly TWhatIfSample[],
  preset: TRewardPreset,
  params: TRewardParamValues = {},
  options: TRewardOptions & { bins?: number; tolerance?: number } = {},
): TWhatIf {
  const logged = samples.map((s) => s.input.reward ?? null);
  const recomputed = samples.map((s) => preset.compute(s.input, params, options).total);
  return {
    recomputed,
    deltas: recomputed.map((r, i) => (r === null || logged[i] == null ? null : r - (logged[i] as number))),
    flips: rankFlips(
      samples.map((s, i) => ({
        id: s.id,
        group: s.group,
        logged: logged[i] ?? null,
        recomputed: recomputed[i] ?? null,
      })),
      { tolerance: options.tolerance },
    ),
    histogram: sharedHistogram(logged, recomputed, { bins: options.bins }),
    logged: describeSeries(logged),
    recomputedSummary: describeSeries(recomputed),
  };
}
