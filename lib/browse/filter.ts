// The state of a trajectory list: which trajectories (filter), in which order (sort). It lives in
// the URL (params.ts), so a copied link reopens the same list.
import { BEHAVIOUR_LABELS, BEHAVIOURS } from "@/lib/behaviour/detectors";
import {
  DEFAULT_CORRECTNESS_CHOICE,
  tryParseCorrectness,
  type TCorrectnessChoice,
} from "@/lib/metrics/process/metric-options";

export const FLAGS = [
  "over_search",
  "under_search",
  "invalid_format",
  "flawed_but_correct",
  "no_signal_group",
  // The behaviour detectors (lib/behaviour/detectors.ts), one stored bit each.
  ...BEHAVIOURS,
] as const;
export type TFlag = (typeof FLAGS)[number];

export const FLAG_LABELS: Record<TFlag, string> = {
  over_search: "over-search",
  under_search: "under-search",
  invalid_format: "invalid format",
  flawed_but_correct: "flawed but correct",
  // lib/groups/signal.ts: ≥ 2 rewarded rollouts of its prompt at its step, all with the same reward.
  no_signal_group: "group without signal",
  ...BEHAVIOUR_LABELS,
};

/** Inclusive bounds; a missing bound is open. */
export type TRange = { min: number | null; max: number | null };

/**
 * A label condition: a current label with this name (and value, and source) on any step or the
 * whole trajectory. `value` may be a numeric range for number labels; a source without a colon
 * ("human") matches the whole family ("human:ana", "human:bo").
 */
export type TLabelFilter = { name: string; value: string | TRange | null; source: string | null };

export type TOutcome = "correct" | "incorrect";

export const GOLD_FILTERS = ["retrieved", "missed"] as const;
/** A gold answer was in a retrieved document (lib/failures/gold-in-documents.ts), or never was. */
export type TGoldFilter = (typeof GOLD_FILTERS)[number];

export type TTrajectoryFilter = {
  datasets: string[];
  splits: string[];
  trainingStep: TRange | null;
  /**
   * Right or wrong by `correct` (EM ≥ 1 by default); a trajectory the rule cannot decide (no EM,
   * no verdict label) is neither.
   */
  outcome: TOutcome | null;
  /** The correctness choice's text (em, acc, f1>=T, verdict[:LABEL]); null = EM. Filters nothing alone. */
  correct: string | null;
  /** Gold answer retrieved or never retrieved; trajectories where it does not apply pass neither. */
  gold: TGoldFilter | null;
  f1: TRange | null;
  reward: TRange | null;
  searches: TRange | null;
  /** Every flag listed must hold. */
  flags: TFlag[];
  /** Every label condition must hold. */
  labels: TLabelFilter[];
  /** Two sources' current labels of this name (or of any name: "any") differ on one step. */
  disagreement: string | null;
  /** Case-insensitive substring of the question, a search query or the final answer. */
  text: string | null;
  /** Only these trajectories (ids), e.g. those whose rank in their group a what-if flips. */
  ids: string[];
};

/** Most ids an id filter holds: a link must stay well under a URL's practical length. */
export const MAX_ID_FILTER = 500;

// Only columns with an index (run_id, column, id) sort: keyset pages stay fast on big runs.
export const SORT_KEYS = ["id", "training_step", "dataset", "em", "f1", "acc", "reward", "search_count"] as const;
export type TSortKey = (typeof SORT_KEYS)[number];
export type TSortDirection = "asc" | "desc";
export type TSort = { key: TSortKey; direction: TSortDirection };

// Training order by default: RL runs are read step by step, and a training-step range filter then
// reads one range of the (run_id, training_step, id) index instead of sorting its matches by id.
export const DEFAULT_SORT: TSort = { key: "training_step", direction: "asc" };

export const EMPTY_FILTER: TTrajectoryFilter = {
  datasets: [],
  splits: [],
  trainingStep: null,
  outcome: null,
  correct: null,
  gold: null,
  f1: null,
  reward: null,
  searches: null,
  flags: [],
  labels: [],
  disagreement: null,
  text: null,
  ids: [],
};

export const ANY_LABEL = "any";

export function isEmptyFilter(filter: TTrajectoryFilter): boolean {
  return Object.entries(filter).every(
    ([key, value]) => key === "correct" || value === null || (Array.isArray(value) && value.length === 0),
  );
}

/**
 * The correctness the filter names (EM ≥ 1 when none, or when the text does not parse): the one
 * rule behind the outcome filter and every "correct" on the run page's cards.
 */
export function correctnessOf(filter: Pick<TTrajectoryFilter, "correct">): TCorrectnessChoice {
  return (filter.correct && tryParseCorrectness(filter.correct)) || DEFAULT_CORRECTNESS_CHOICE;
}
