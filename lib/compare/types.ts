// What the comparison endpoints return and what a snapshot stores: plain JSON (ids of bigint
// columns as strings, dates as ISO strings), the same on the server and in the browser.
import type { TAblationTable } from "@/lib/ablation/table";
import type { TTrajectoryDetail } from "@/lib/browse/types";
import type { TOverlay } from "@/lib/charts/overlay";
import type { TAlignmentResult } from "./align";
import type { TScoredSet } from "@/lib/ablation/scored-set";
import type { TSignificance } from "@/lib/dynamics/ablation-types";
import type { TCompareState, TCorrectness, TTableMetric } from "./state";

export type TCompareRun = { name: string; method: string | null; model: string | null };

/** Means over one run's trajectories of one dataset, within the comparison's filter. */
export type TScoreRow = {
  run: string;
  dataset: string;
  trajectories: number;
  em: number | null;
  f1: number | null;
  acc: number | null;
  /** Share right by the comparison's correctness choice, among the trajectories it decides. */
  correct: number | null;
  reward: number | null;
  searches: number | null;
  /** How many trajectories each mean averages (those with that score). */
  n: Record<TTableMetric, number>;
};

/** Which of a run's trajectories the scores read, and how many. */
export type TCompareScoredSet = { run: string; set: TScoredSet; trajectories: number };

/** The paired test of one run against the baseline on one dataset's shared questions (null: none shared). */
export type TCompareTest = { run: string; dataset: string; significance: TSignificance | null };

/** The mean of one logged reward component over a run's trajectories (within the filter). */
export type TComponentRow = { run: string; component: string; mean: number | null; trajectories: number };

/** GET /api/compare/scores */
export type TCompareScores = {
  /** The runs found, in the URL's order. */
  runs: TCompareRun[];
  /** Names in the URL that no run has. */
  missing: string[];
  /** What the runs hold, for the filters (whatever the filter is). */
  datasets: string[];
  splits: string[];
  rows: TScoreRow[];
  components: TComponentRow[];
  /** Per run, which trajectories were scored (the evaluation set by default). */
  sets: TCompareScoredSet[];
  /** The tests' baseline and metric, and the tests of every other run per dataset. */
  baseline: string | null;
  metric: TTableMetric;
  tests: TCompareTest[];
};

/** The papers' tables, built from the scores for the chosen metric and baseline (tables.ts). */
export type TCompareTables = {
  table: TAblationTable;
  components: TAblationTable | null;
  /** Per table row and column: the paired test against the baseline, or null (absent in older snapshots). */
  significance?: (TSignificance | null)[][];
};

export type TCurveOption = { key: string; label: string };

/** GET /api/compare/curves: one quantity per training step for each run, prepared for the chart. */
export type TCompareCurves = {
  curve: string;
  label: string;
  /** The step_stats dataset the curve reads ("" = all datasets together); logged scalars have none. */
  dataset: string | null;
  smoothing: number;
  options: TCurveOption[];
  overlay: TOverlay;
  /** Points per run before bucketing (0: the run has no such curve). */
  points: { run: string; count: number }[];
};

/** One run's side of a shared question: its scored trajectories, how many were right, and the one shown. */
export type TDiffSide = { trajectories: number; correct: number; trajectoryId: string | null };
export type TDiffItem = { dataset: string; question: string; questionLength: number; a: TDiffSide; b: TDiffSide };

export type TDiffCounts = {
  /** Questions (dataset + normalised text) with at least one scored trajectory in A, in B, in both. */
  questionsA: number;
  questionsB: number;
  shared: number;
  bothRight: number;
  bothWrong: number;
  /** Right in A, wrong in B — and the reverse. */
  onlyA: number;
  onlyB: number;
};

/** GET /api/compare/diff */
export type TCompareDiff = {
  a: string;
  b: string;
  correct: TCorrectness;
  counts: TDiffCounts;
  /** The first `limit` questions of each list, by dataset then question text. */
  rightInA: TDiffItem[];
  rightInB: TDiffItem[];
  limit: number;
};

export type TPairSide = { run: string; detail: TTrajectoryDetail };
/** Two trajectories of one question, side by side, step aligned to step. */
export type TComparePair = { a: TPairSide; b: TPairSide; alignment: TAlignmentResult };

/** Everything a snapshot page shows, computed when it was shared (snapshot.ts bounds its size). */
export type TComparisonView = {
  state: TCompareState;
  runs: TCompareRun[];
  scores: TScoreRow[];
  tables: TCompareTables;
  /** Which trajectories each run was scored on (absent in snapshots taken before it existed). */
  sets?: TCompareScoredSet[];
  curves: TCompareCurves | null;
  diff: TCompareDiff | null;
  pair: TComparePair | null;
};

/** A share link as the admins' list shows it (the token itself is never stored, so never shown). */
export type TSnapshotSummary = {
  id: number;
  title: string;
  runs: string[];
  createdBy: string | null;
  createdAt: string;
  expiresAt: string | null;
};
