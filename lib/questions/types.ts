import type { TCrossCell, TCrossMatrix, TStatusSelector } from "./cross-run";
import type { TQuestionStatus } from "./status";

/** One training step of a question, as its page shows it. */
export type TQuestionStepView = {
  step: number;
  rollouts: number;
  judged: number;
  right: number;
  /** right / judged; null when no rollout was judged. */
  accuracy: number | null;
  meanReward: number | null;
  /** A trajectory of this question at this step (the first by id), to open. */
  firstId: string;
};

export type TQuestionTimeline = {
  anchorId: string;
  question: string;
  dataset: string | null;
  goldenAnswers: string[];
  steps: TQuestionStepView[];
  status: TQuestionStatus | null;
  threshold: number;
};

export type TQuestionListItem = {
  question: string;
  dataset: string | null;
  anchorId: string;
  sampledSteps: number;
  firstStep: number;
  lastStep: number;
  lastAccuracy: number | null;
  /** With another run compared: the question's status there and a trajectory of it there to open. */
  versus?: { status: TCrossCell; anchorId: string | null };
};

export type TQuestionStatusReport = {
  counts: Record<TQuestionStatus, number>;
  /** Questions without a judged rollout at any training step. */
  unjudged: number;
  status: TStatusSelector;
  /** The questions of `status`, most sampled first, at most `limit`. */
  items: TQuestionListItem[];
  total: number;
  threshold: number;
  /** Another run's statuses for the same questions (matched by text), when one is compared. */
  versus: {
    run: string;
    /** The list is narrowed to questions with this status there; null: any. */
    status: TStatusSelector | null;
    matrix: TCrossMatrix;
    /** Ended learned here and never learned or forgotten there, and the reverse. */
    hereNotThere: number;
    thereNotHere: number;
  } | null;
};
