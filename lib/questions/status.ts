// One question through training: its status from the steps at which it was sampled. A step is
// "solved" when at least `threshold` of its rollouts there were right (EM ≥ 1; default: half, so
// one lucky sample of a GRPO group of 8 does not count as knowing the answer). Over the sampled
// steps in order, with the last one deciding where the question ended:
//   always right   — solved at every sampled step;
//   never learned  — solved at none;
//   learned        — unsolved at some step, solved at the last;
//   forgotten      — solved at some step, unsolved at the last ("right before, wrong since").
// A question sampled once is always right or never learned. Steps without any judged rollout
// (no EM) are skipped; a question with none has no status.

export const QUESTION_STATUSES = ["learned", "forgotten", "never_learned", "always_right"] as const;
export type TQuestionStatus = (typeof QUESTION_STATUSES)[number];

export const QUESTION_STATUS_TEXT: Record<TQuestionStatus, { label: string; definition: string }> = {
  learned: { label: "learned", definition: "unsolved at some sampled step, solved at the last" },
  forgotten: { label: "forgotten", definition: "solved at some sampled step, unsolved at the last" },
  never_learned: { label: "never learned", definition: "solved at no sampled step" },
  always_right: { label: "always right", definition: "solved at every sampled step" },
};

export const DEFAULT_SOLVED_THRESHOLD = 0.5;

/** One training step of one question: how many rollouts were judged and how many were right. */
export type TQuestionStep = { step: number; judged: number; right: number };

export const isSolved = (s: TQuestionStep, threshold = DEFAULT_SOLVED_THRESHOLD) =>
  s.judged > 0 && s.right / s.judged >= threshold;

export function questionStatus(
  steps: readonly TQuestionStep[],
  threshold = DEFAULT_SOLVED_THRESHOLD,
): TQuestionStatus | null {
  const judged = [...steps].filter((s) => s.judged > 0).sort((a, b) => a.step - b.step);
  const last = judged.at(-1);
  if (!last) return null;
  const solved = judged.map((s) => isSolved(s, threshold));
  if (solved.every(Boolean)) return "always_right";
  if (!solved.some(Boolean)) return "never_learned";
  return isSolved(last, threshold) ? "learned" : "forgotten";
}
