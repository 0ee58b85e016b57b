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
};

export type TQuestionStatusReport = {
  counts: Record<TQuestionStatus, number>;
  /** Questions without a judged rollout at any training step. */
  unjudged: number;
  status: TQuestionStatus;
  /** The questions of `status`, most sampled first, at most `limit`. */
  items: TQuestionListItem[];
  total: number;
  threshold: number;
};
