// Behaviour detectors: what an agent does that training can drift into without the reward saying
// so. Each is a flag on one trajectory, computed at ingest from what the trajectory itself holds
// (its steps, answer, golds, reward and EM under the run's answer scheme) and stored as one bit of
// `trajectories.behaviour_flags`, so lists filter on it, the overview counts it and the dynamics
// page follows each as a share per training step. The definitions are shown beside every flag.
import type { RetrievedTexts } from "@/lib/failures/gold-in-documents";
import { normalizeAnswer, type AnswerScheme } from "@/lib/metrics/answer";

export const BEHAVIOURS = [
  "no_search",
  "copied_question",
  "repeated_query",
  "unsupported_answer",
  "long_answer",
  "format_only_reward",
] as const;
export type TBehaviour = (typeof BEHAVIOURS)[number];

/** The bit each behaviour sets in behaviour_flags. Append only: stored values depend on it. */
export const BEHAVIOUR_BITS: Record<TBehaviour, number> = {
  no_search: 1,
  copied_question: 2,
  repeated_query: 4,
  unsupported_answer: 8,
  long_answer: 16,
  format_only_reward: 32,
};

export const BEHAVIOUR_LABELS: Record<TBehaviour, string> = {
  no_search: "answered without search",
  copied_question: "query copies the question",
  repeated_query: "repeated query",
  unsupported_answer: "unsupported answer",
  long_answer: "long answer",
  format_only_reward: "format-only reward",
};

// A long answer has at least this many words and more than LONG_ANSWER_FACTOR × its longest gold's.
export const LONG_ANSWER_MIN_WORDS = 6;
export const LONG_ANSWER_FACTOR = 2;

export const BEHAVIOUR_DEFINITIONS: Record<TBehaviour, string> = {
  no_search: "The trajectory gave an answer and made no search call (its steps are known and none is a search).",
  copied_question:
    "Some search query is the question itself, or contains it whole, once both are lowercased with " +
    "punctuation removed and spaces collapsed.",
  repeated_query:
    "Two search queries of the trajectory are the same once lowercased with punctuation removed and " +
    "spaces collapsed.",
  unsupported_answer:
    "The answer, normalized as the run's answers are, is in no document the trajectory retrieved " +
    "(title or text, normalized alike). Only trajectories with an answer and at least one retrieved " +
    "document can be flagged.",
  long_answer:
    `The answer has at least ${LONG_ANSWER_MIN_WORDS} words and more than ${LONG_ANSWER_FACTOR}× the words ` +
    "of the longest gold answer. The dynamics page also follows the mean answer length in words, " +
    "so a slow creep shows before answers cross this line.",
  format_only_reward:
    "The reward is above 0 while the answer's exact match (the run's scheme) is 0: the reward came " +
    "from format or other components, not from the answer.",
};

export type TBehaviourInput = {
  question: string;
  goldenAnswers: readonly string[];
  finalAnswer: string | null;
  reward: number | null;
  em: number | null;
  /** The trajectory's steps in order; an empty list when they are unknown (no steps, no response). */
  steps: readonly { kind: string; query?: string | null }[];
  /** What its search steps retrieved (RetrievedTexts.of), null when no step carries documents. */
  retrieved: RetrievedTexts | null;
};

/** Lowercase, every run of non-letters/non-digits a single space, trimmed. */
export function normalizeQuery(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Whitespace-separated words. */
export const wordCount = (text: string): number => text.split(/\s+/u).filter((word) => word !== "").length;

function isUnsupported(input: TBehaviourInput, scheme: AnswerScheme): boolean {
  if (input.finalAnswer === null) return false;
  const answer = normalizeAnswer(input.finalAnswer, scheme);
  if (answer === "" || input.retrieved === null || input.retrieved.isEmpty) return false;
  return !input.retrieved.containsAny([answer]);
}

function isLongAnswer(input: TBehaviourInput): boolean {
  if (input.finalAnswer === null || input.goldenAnswers.length === 0) return false;
  const words = wordCount(input.finalAnswer);
  const longestGold = Math.max(...input.goldenAnswers.map(wordCount));
  return words >= LONG_ANSWER_MIN_WORDS && words > LONG_ANSWER_FACTOR * longestGold;
}

/** The behaviours the trajectory shows, in BEHAVIOURS' order. */
export function detectBehaviours(input: TBehaviourInput, scheme: AnswerScheme): TBehaviour[] {
  const queries = input.steps
    .filter((step) => step.kind === "search" && typeof step.query === "string")
    .map((step) => normalizeQuery(step.query!))
    .filter((query) => query !== "");
  const question = normalizeQuery(input.question);
  const found: Record<TBehaviour, boolean> = {
    no_search: input.finalAnswer !== null && input.steps.length > 0 && !input.steps.some((s) => s.kind === "search"),
    copied_question: question !== "" && queries.some((query) => query.includes(question)),
    repeated_query: new Set(queries).size < queries.length,
    unsupported_answer: isUnsupported(input, scheme),
    long_answer: isLongAnswer(input),
    format_only_reward: input.reward !== null && input.reward > 0 && input.em === 0,
  };
  return BEHAVIOURS.filter((behaviour) => found[behaviour]);
}

export const behaviourMask = (behaviours: readonly TBehaviour[]): number =>
  behaviours.reduce((mask, behaviour) => mask | BEHAVIOUR_BITS[behaviour], 0);

export const behavioursOf = (mask: number): TBehaviour[] =>
  BEHAVIOURS.filter((behaviour) => (mask & BEHAVIOUR_BITS[behaviour]) !== 0);

export const isBehaviour = (name: string): name is TBehaviour => (BEHAVIOURS as readonly string[]).includes(name);
