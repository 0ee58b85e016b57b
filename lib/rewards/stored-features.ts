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
import { answerCorrect, formatCorrect } from "./hiprag";
import { searchR1EmTotal, searchR1FormatCase } from "./search-r1";
import type { TRewardField, TRewardInput } from "./types";

/** The fields the features read (steps and documents too, for a trajectory without a response). */
export const REWARD_FEATURE_FIELDS: readonly TRewardField[] = [
  "response",
  "finalAnswer",
  "goldenAnswers",
  "em",
  "acc",
  "isFormatValid",
];

/** A 0/1/null value's code: 0 unknown, else the value + 1. */
const codeOf = (value: number | null) => (value === null ? 0 : value + 1);

export function rewardFeatures(input: TRewardInput): number {
  const formatCase = searchR1FormatCase(input, "when it decides").case;
  return (
    codeOf(searchR1EmTotal(input)) |
    ((formatCase === null ? 0 : formatCase + 1) << 2) |
    (codeOf(answerCorrect(input)) << 6) |
    (codeOf(formatCorrect(input)) << 8)
  );
}

/** SQL reading each feature's code out of the column of alias `t` (0: unknown). */
export const REWARD_FEATURE_SQL = {
  searchR1Em: (t: string) => `(${t}.reward_features & 3)`,
  searchR1Case: (t: string) => `((${t}.reward_features >> 2) & 15)`,
  hipragA: (t: string) => `((${t}.reward_features >> 6) & 3)`,
  hipragF: (t: string) => `((${t}.reward_features >> 8) & 3)`,
};
