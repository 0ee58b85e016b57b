// What the what-if endpoint returns, the page renders and `trajscope metrics` prints: one shape,
// made once (lib/db/what-if.ts), so the CLI and the UI cannot disagree.
import type { TSeriesSummary, TSharedHistogram } from "@/lib/rewards";
import type { TWhatIfSpec } from "./spec";

export type TFlipSummary = {
  /** Groups with at least two scored members (both rewards known). */
  groups: number;
  pairs: number;
  /** Pairs strictly ordered one way by the logged reward and the other way by the new one. */
  flips: number;
  tiesBroken: number;
  tiesMade: number;
  groupsWithFlips: number;
  /** Trajectories in at least one flipped pair. */
  trajectories: number;
  /** The first of them by id (at most the id filter's limit): what the flips link lists. */
  ids: string[];
  /** Groups too large to compare pair by pair (left out of flips and advantages). */
  skippedGroups: number;
};

export type TWhatIfResult = {
  spec: TWhatIfSpec;
  /** The preset's label, or "Custom formula". */
  label: string;
  trajectories: number;
  logged: TSeriesSummary;
  recomputed: TSeriesSummary;
  /** recomputed − logged where both are known. */
  delta: { compared: number; changed: number; mean: number | null };
  histogram: TSharedHistogram;
  /** GRPO group advantages (r − mean)/(std + ε), as verl computes them, under each reward. */
  advantages: {
    logged: TSeriesSummary;
    recomputed: TSeriesSummary;
    histogram: TSharedHistogram;
    compared: number;
    signChanged: number;
  };
  flips: TFlipSummary;
};

/**
 * How the numbers were made: reported beside them, never part of them. A what-if is kept until its
 * run changes, so `computedAt` may be well before the page asked for it.
 */
export type TWhatIfTiming = { ms: number; batches: number; streamed: number; computedAt: string };

export type TWhatIfResponse = TWhatIfResult & { timing: TWhatIfTiming };
