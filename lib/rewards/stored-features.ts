// What Search-R1's and HiPRAG's presets read of a trajectory's raw response, kept with the
// trajectory as one integer (trajectories.reward_features): the parameters come after it, so a
// what-if under any weights is arithmetic in SQL over one column, not a million responses parsed
// (lib/what-if/server/what-if-sql.ts). Computed by the presets' own functions, from the fields
// loadRewardInputs gives them; NULL in the column: not computed, and the what-if runs the preset.
//
//   bits 0–1  Search-R1 (EM) total          0 unknown · 1 → 0 · 2 → 1
//   bits 2–5  Search-R1 (EM + format) case  0 unknown · k → SEARCH_R1_FORMAT_CASES[k − 1]
//   bits 6–7  HiPRAG A                      0 unknown · 1 → 0 · 2 → 1
//   bits 8–9  HiPRAG F                      0 unknown · 1 → 0 · 2 → 1
//   bits 10–11 HiPRAG's released-code counts  0 unknown · 1 its own · 2 the stored step counts ·
//              3 no <step> block (releasedCountsSource: label-independent, so ingest can decide it)
import { answerCorrect, formatCorrect, releasedCountsSource } from "./hiprag";
import { searchR1EmTotal, searchR1FormatCase } from "./search-r1";
import type { TRewardField, TRewardInput } from "./types";

/**
 * The fields the features read. Steps too: their kinds always (HiPRAG's released code), their text
 * and documents for a trajectory without a response.
 */
export const REWARD_FEATURE_FIELDS: readonly TRewardField[] = [
  "response",
  "finalAnswer",
  "goldenAnswers",
  "em",
  "acc",
  "isFormatValid",
];

export const RELEASED_COUNTS_CODES = { own: 1, "step counts": 2, "no blocks": 3 } as const;

/** A 0/1/null value's code: 0 unknown, else the value + 1. */
const codeOf = (value: number | null) => (value === null ? 0 : value + 1);

export function rewardFeatures(input: TRewardInput): number {
  const formatCase = searchR1FormatCase(input, "when it decides").case;
  return (
    codeOf(searchR1EmTotal(input)) |
    ((formatCase === null ? 0 : formatCase + 1) << 2) |
    (codeOf(answerCorrect(input)) << 6) |
    (codeOf(formatCorrect(input)) << 8) |
    (RELEASED_COUNTS_CODES[releasedCountsSource(input)] << 10)
  );
}

/** SQL reading each feature's code out of the column of alias `t` (0: unknown). */
export const REWARD_FEATURE_SQL = {
  searchR1Em: (t: string) => `(${t}.reward_features & 3)`,
  searchR1Case: (t: string) => `((${t}.reward_features >> 2) & 15)`,
  hipragA: (t: string) => `((${t}.reward_features >> 6) & 3)`,
  hipragF: (t: string) => `((${t}.reward_features >> 8) & 3)`,
  hipragReleasedCounts: (t: string) => `((${t}.reward_features >> 10) & 3)`,
  /**
   * HiPRAG's released code needs the trajectory's response: its features are unknown (code 0) or
   * its counts its own (1). The predicate of a partial index, word for word (migration
   * 20261207130000_hiprag_released_counts), so the what-if reads these rows from it.
   */
  hipragReleasedOwnCounts: (t: string) => `(${t}.reward_features IS NULL OR (${t}.reward_features & 3072) < 2048)`,
};
