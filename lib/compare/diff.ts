// The per-question diff of two runs, A and B. Definitions (the SQL in lib/db/compare-diff.ts
// follows them; the integration test checks it on both databases):
//  - A question is (dataset, text): the dataset name ("(none)" when missing) and the question with
//    every run of whitespace collapsed to one space and the ends trimmed; otherwise exact (case and
//    punctuation count). Runs "share" a question when both have a scored trajectory for that key.
//  - A trajectory is right when its score (EM by default, or acc = sub-EM) is ≥ 1; trajectories
//    without that score are left out. Only trajectories within the comparison's filter count.
//  - A run got a question right when at least half of its trajectories for it are right: for an
//    evaluation run (one trajectory per question) that is simply the trajectory's verdict; for
//    training rollouts (several samples, several steps) it is the majority, ties counting as right.
//  - The trajectory opened for a side is that run's latest (highest training step, then highest
//    id) trajectory whose verdict matches the run's: a right one where the run is right, else a wrong one.
import { NO_DATASET } from "./state";
import type { TDiffCounts, TDiffItem, TDiffSide } from "./types";

export const DIFF_LIST_LIMIT = 200;

/** One row of the diff query: a shared question with both sides' tallies (see lib/db/compare-diff.ts). */
export type TDiffRecord = {
  dataset: string;
  question: string;
  questionLength: number;
  a: { n: number; k: number; rightId: string | null; wrongId: string | null };
  b: { n: number; k: number; rightId: string | null; wrongId: string | null };
};

/** The question's identity as defined above (the SQL computes the same key). */
export const questionKey = (dataset: string | null, question: string) =>
  `${dataset ?? NO_DATASET}\u0000${question.replace(/\s+/g, " ").trim()}`;

export const isRunRight = (side: { n: number; k: number }) => side.n > 0 && 2 * side.k >= side.n;

const sideOf = (side: TDiffRecord["a"]): TDiffSide => ({
  trajectories: side.n,
  correct: side.k,
  trajectoryId: isRunRight(side) ? side.rightId : side.wrongId,
});

export const toDiffItem = (record: TDiffRecord): TDiffItem => ({
  dataset: record.dataset,
  question: record.question,
  questionLength: record.questionLength,
  a: sideOf(record.a),
  b: sideOf(record.b),
});

/** Which of the four groups a shared question falls in. */
export function diffGroup(record: {
  a: { n: number; k: number };
  b: { n: number; k: number };
}): keyof Omit<TDiffCounts, "questionsA" | "questionsB" | "shared"> {
  const [a, b] = [isRunRight(record.a), isRunRight(record.b)];
  return a && b ? "bothRight" : a ? "onlyA" : b ? "onlyB" : "bothWrong";
}
