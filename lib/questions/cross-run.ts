import { QUESTION_STATUSES, type TQuestionStatus } from "./status";

// Two runs' questions side by side: each question's status in this run against its status in the
// other, matched by the question's text (datasets can name the same data differently). "Learned
// here, not there" means it ended learned in this run (unsolved, then solved at its last sampled
// step) and unsolved in the other (never learned or forgotten); a question the other run always
// got right, or never sampled, is not counted as one it failed to learn.

/** A status, or none: "unjudged" (sampled, never judged) and, in the other run only, "absent". */
export type TCrossCell = TQuestionStatus | "unjudged" | "absent";
export const CROSS_ROWS = [...QUESTION_STATUSES, "unjudged"] as const satisfies readonly TCrossCell[];
export const CROSS_COLUMNS = [...QUESTION_STATUSES, "unjudged", "absent"] as const satisfies readonly TCrossCell[];

/** What a status filter can ask for: one status, or "not learned" (never learned or forgotten). */
export const STATUS_SELECTORS = [...QUESTION_STATUSES, "not_learned"] as const;
export type TStatusSelector = (typeof STATUS_SELECTORS)[number];

export function matchesStatus(selector: TStatusSelector, status: TCrossCell): boolean {
  return selector === "not_learned" ? status === "never_learned" || status === "forgotten" : selector === status;
}

export const STATUS_SELECTOR_TEXT: Record<TStatusSelector, string> = {
  learned: "learned",
  forgotten: "forgotten",
  never_learned: "never learned",
  always_right: "always right",
  not_learned: "not learned (never learned or forgotten)",
};

export type TCrossMatrix = Record<(typeof CROSS_ROWS)[number], Record<(typeof CROSS_COLUMNS)[number], number>>;

/** Every question of this run counted by (its status here, its status there). */
export function crossStatuses(
  here: ReadonlyMap<string, TQuestionStatus | null>,
  there: ReadonlyMap<string, TQuestionStatus | null>,
): TCrossMatrix {
  const matrix = Object.fromEntries(
    CROSS_ROWS.map((r) => [r, Object.fromEntries(CROSS_COLUMNS.map((c) => [c, 0]))]),
  ) as TCrossMatrix;
  for (const [question, status] of here) matrix[status ?? "unjudged"][crossStatusOf(there, question)] += 1;
  return matrix;
}

/** A question's status in the other run, "absent" when that run never sampled it in training. */
export const crossStatusOf = (there: ReadonlyMap<string, TQuestionStatus | null>, question: string): TCrossCell =>
  there.has(question) ? (there.get(question) ?? "unjudged") : "absent";

/** How many questions ended learned in one run and not learned in the other, each way. */
export function learnedDifference(matrix: TCrossMatrix): { hereNotThere: number; thereNotHere: number } {
  return {
    hereNotThere: matrix.learned.never_learned + matrix.learned.forgotten,
    thereNotHere: matrix.never_learned.learned + matrix.forgotten.learned,
  };
}
