// What the browse endpoints return and the server pages prefetch: the same JSON shapes on both
// sides (ids of bigint columns as strings, dates as ISO strings).
import type { TLabelVersionView } from "@/lib/annotate/types";
import type { AnswerScheme } from "@/lib/metrics/answer";
import type { TStepKind } from "@/lib/trajectory/types";

export type TRunHeader = {
  id: number;
  name: string;
  method: string | null;
  model: string | null;
  algorithm: string | null;
  createdAt: string;
  /** config.reward.weights, when the run logged them: what the reward breakdown multiplies by. */
  rewardWeights: Record<string, number>;
  /** config.normalization: how answers were normalized for EM/F1/acc (FlashRAG by default). */
  normalization: AnswerScheme;
};

/** Means over a group of trajectories; null when no trajectory of the group has the value. */
export type TOutcomeSummary = {
  trajectories: number;
  em: number | null;
  f1: number | null;
  acc: number | null;
  /**
   * Right under the run page's correctness choice (TRunOverview.correctness): count right, of the
   * total the rule can decide (no EM, no verdict label: undecided).
   */
  right: TCountRate;
  reward: number | null;
  searchesPerTrajectory: number | null;
};

/** A count over a total; rate null when the total is 0 (nothing judged). */
export type TCountRate = { count: number; total: number; rate: number | null };

/**
 * Which "flawed but correct" is in force: PRO-Step's (a correct answer with a BAD step_quality
 * step, over correct trajectories whose steps were judged) or HiPRAG's (a correct answer with an
 * over- or under-search step, over correct trajectories). Null when the run has neither label.
 */
export type TFlawedButCorrectDefinition = "pro-step" | "hiprag";

export type TRunOverview = {
  /** The figures describe only the trajectories passing the list's filter (else the whole run). */
  isFiltered: boolean;
  /**
   * What "correct" means in every figure that counts right answers (accuracy, flawed but correct):
   * the filter's `correct=` as canonical text, its short name ("EM", "judge") and its rule in words.
   */
  correctness: { correct: string; name: string; rule: string };
  overall: TOutcomeSummary & {
    /** HiPRAG's OSR / USR: flagged search / non-search steps over those carrying the label. */
    searchDecisions: { osr: TCountRate; usr: TCountRate };
    /**
     * Shares of all trajectories with at least one over-/under-searched step; null (not judged)
     * when the run has no over-/under-search label at all.
     */
    overSearchRate: number | null;
    underSearchRate: number | null;
    /** Share of trajectories whose format is valid, among those where it is known. */
    formatValidRate: number | null;
    /** The definition in force and its count, or null with the reason when nothing was judged. */
    flawedButCorrect: ({ definition: TFlawedButCorrectDefinition } & TCountRate) | { definition: null; reason: string };
    /** flawedButCorrect's rate (null: not judged, or no correct trajectory). */
    flawedButCorrectRate: number | null;
    trainingSteps: { min: number; max: number } | null;
  };
  byDataset: (TOutcomeSummary & { dataset: string | null })[];
  /** Reward terms, and counts a preset logs beside them (n, n_corr, n_plan: not terms of the sum). */
  rewardComponents: { name: string; mean: number; trajectories: number; kind: "term" | "count" }[];
};

/** The values the filter bar offers: what the run actually contains. */
export type TRunFacets = {
  datasets: string[];
  splits: string[];
  labels: { source: string; name: string }[];
  labelValues: { name: string; values: string[] }[];
};

export type TTrajectoryRow = {
  id: string;
  /** The record's own id, or `sha256:…` when it had none (then sourceLine names it). */
  externalId: string;
  /** Where the record was read: the file's name and its line (a JSON array: the item's index). */
  sourceFile: string | null;
  sourceLine: number | null;
  /** Cut to a few hundred characters: the list never ships long text. */
  question: string;
  finalAnswer: string | null;
  dataset: string | null;
  split: string | null;
  trainingStep: number | null;
  em: number | null;
  f1: number | null;
  acc: number | null;
  reward: number | null;
  searchCount: number;
  stepCount: number;
  turnCount: number | null;
  isFormatValid: boolean | null;
  hasOverSearch: boolean;
  hasUnderSearch: boolean;
  isFlawedButCorrect: boolean;
};

/** A list row with what only the list shows, read for the page's rows alone. */
export type TTrajectoryListRow = TTrajectoryRow & {
  /** The first gold answers, each cut to a short length, and how many there are in all. */
  golds: { first: string[]; count: number };
  /** The current answer_correct label on the whole trajectory (a person's before a model's). */
  verdict: { value: string; source: string } | null;
  /** The raw response's length in characters; null when none was stored. */
  responseLength: number | null;
};

export type TTrajectoryPage = { items: TTrajectoryListRow[]; nextCursor: string | null };

/**
 * An exact count, or the planner's estimate, saying why: "large" — the planner expects more rows than
 * are worth counting; "slow" — the exact count did not finish within its time budget.
 */
export type TTrajectoryCount =
  | { count: number; isExact: true }
  /** Estimated from a sample of the run (lib/browse/sample-estimate.ts): `margin` is half a 95 % interval. */
  | { count: number; margin: number; isExact: false; estimatedBecause: "large" | "slow" };

export type TNeighbours = { previousId: string | null; nextId: string | null };

export type TDocumentView = {
  id: string | null;
  title: string | null;
  /** Cut to the first few hundred characters unless the full step was fetched. */
  text: string;
  textLength: number;
  score: number | null;
  /**
   * A gold answer is in its full title or text (lib/failures/gold-in-documents.ts), under the run's
   * scheme. Absent in snapshots shared before it existed.
   */
  hasGold?: boolean;
};

export const TRUNCATABLE_STEP_FIELDS = ["reasoning", "query", "conclusion", "answer"] as const;
export type TTruncatableStepField = (typeof TRUNCATABLE_STEP_FIELDS)[number];

export type TStepView = {
  index: number;
  kind: TStepKind;
  reasoning: string | null;
  query: string | null;
  conclusion: string | null;
  answer: string | null;
  reward: number | null;
  span: { start: number; end: number } | null;
  documents: TDocumentView[] | null;
  /** Fields cut for size; the full step comes from the step endpoint. */
  truncatedFields: TTruncatableStepField[];
};

export type TLabelView = {
  id: string;
  stepIndex: number | null;
  source: string;
  name: string;
  valueType: "boolean" | "number" | "category";
  value: string;
  rationale: string | null;
  correctsId: string | null;
  createdAt: string;
};

export type TTrajectoryDetail = {
  trajectory: TTrajectoryRow & {
    goldenAnswers: string[];
    /** A gold answer in some retrieved document; null when not applicable (no gold, no documents). */
    goldRetrieved: boolean | null;
    stopReason: string | null;
    groupId: string | null;
    sampleIndex: number | null;
    rewardComponents: Record<string, number>;
    responseLength: number | null;
    /**
     * The behaviour detectors that fired, one bit each (lib/behaviour/detectors.ts); null when not
     * computed yet. Optional: snapshots taken before the detectors existed do not have it.
     */
    behaviourFlags?: number | null;
  };
  steps: TStepView[];
  labels: TLabelView[];
  /** People's labels a re-ingest set aside because their step changed: shown apart, counted nowhere. */
  setAsideLabels: TLabelVersionView[];
};

export type TRawResponse = {
  response: string | null;
  spans: { index: number; kind: TStepKind; start: number; end: number }[];
};
