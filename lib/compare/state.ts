// What a comparison shows, as the URL holds it (params.ts reads and writes it). Pure and
// client-safe; every default is spelt out here so that the page, the endpoints and a snapshot
// resolve a link the same way.
import type { TRange } from "@/lib/browse/filter";

export const MIN_RUNS = 2;
export const MAX_RUNS = 6;

/**
 * Per-trajectory means the table can show: answer scores (×100, as the papers print), the share
 * right by the chosen correctness (`correct`), and the reward.
 */
export const TABLE_METRICS = ["em", "f1", "acc", "correct", "reward"] as const;
export type TTableMetric = (typeof TABLE_METRICS)[number];

/**
 * What makes a trajectory "right" (the `correct` metric, the per-question diff): the correctness
 * choice's canonical text — em, acc, f1>=T, verdict[:LABEL] (lib/metrics/process).
 */
export type TCorrectness = string;

/**
 * Which trajectories of each run are scored: its evaluation set (the evaluation split at its last
 * step, else the last training step — as /ablations scores it), or every split and step pooled.
 * A split or step filter, when set, replaces either.
 */
export const SCOPES = ["evaluation", "all"] as const;
export type TScope = (typeof SCOPES)[number];

/** "index": step i beside step i; "kind": a global alignment of the step-kind sequences. */
export const ALIGNMENTS = ["index", "kind"] as const;
export type TAlignment = (typeof ALIGNMENTS)[number];

/** Smoothing weights offered (TensorBoard's slider, in the steps people actually use). */
export const SMOOTHING_WEIGHTS = [0, 0.6, 0.8, 0.9, 0.95, 0.99] as const;
export const DEFAULT_SMOOTHING = 0.6;

/** How a trajectory without a dataset is grouped and filtered (step_stats spells it the same way). */
export const NO_DATASET = "(none)";

/** Logged scalars (metric_points) are named with this prefix in `curve`; anything else is a step_stats name. */
export const LOGGED_PREFIX = "logged:";

export type TCompareState = {
  /** Run names in display order, 2–6 for a comparison (fewer: the picker is shown). */
  runs: string[];
  /** null: the first run. */
  baseline: string | null;
  metric: TTableMetric;
  datasets: string[];
  splits: string[];
  step: TRange | null;
  scope: TScope;
  /** null: the table metric's per-step mean. */
  curve: string | null;
  smooth: number;
  /** The diff's two runs; null: the baseline and the first other run. */
  a: string | null;
  b: string | null;
  correct: TCorrectness;
  /** Which list is shown: "a" = right in A and wrong in B; "b" = the reverse. */
  list: "a" | "b";
  /** The opened question: the trajectory ids shown side by side (A's, then B's). */
  open: { a: string; b: string } | null;
  align: TAlignment;
};

export const DEFAULT_COMPARE_STATE: TCompareState = {
  runs: [],
  baseline: null,
  metric: "em",
  datasets: [],
  splits: [],
  step: null,
  scope: "evaluation",
  curve: null,
  smooth: DEFAULT_SMOOTHING,
  a: null,
  b: null,
  correct: "em",
  list: "a",
  open: null,
  align: "index",
};

/** The defaults made explicit: who the baseline is, which two runs the diff compares, which curve. */
export type TResolvedCompare = { baseline: string; a: string; b: string; curve: string };

export function resolveCompare(state: TCompareState): TResolvedCompare | null {
  const [first, second] = state.runs;
  if (first === undefined || second === undefined) return null;
  const baseline = state.baseline !== null && state.runs.includes(state.baseline) ? state.baseline : first;
  const a = state.a !== null && state.runs.includes(state.a) ? state.a : baseline;
  const fallbackB = state.runs.find((run) => run !== a) ?? second;
  const b = state.b !== null && state.runs.includes(state.b) && state.b !== a ? state.b : fallbackB;
  return { baseline, a, b, curve: state.curve ?? state.metric };
}

/** The filter every part applies to trajectories (and curves apply to training steps). */
export type TCompareFilter = Pick<TCompareState, "datasets" | "splits" | "step" | "scope">;
export const filterOf = (state: TCompareState): TCompareFilter => ({
  datasets: state.datasets,
  splits: state.splits,
  step: state.step,
  scope: state.scope,
});

/** Whether the filter names splits or steps itself (then the scope does not apply). */
export const hasSplitOrStepFilter = (filter: Pick<TCompareFilter, "splits" | "step">): boolean =>
  filter.splits.length > 0 || filter.step !== null;
