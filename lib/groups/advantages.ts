// Advantages as the trainer computes them, for one group. The arithmetic is lib/rewards' grpoAdvantages
// (verl's compute_grpo_outcome_advantage); advantages.test.ts holds it equal to the output of
// verl's own function (reference/grpo-cases.json).
import { grpoAdvantages } from "@/lib/rewards/what-if/grpo";

export const ADVANTAGE_MODES = ["std", "mean"] as const;
export type TAdvantageMode = (typeof ADVANTAGE_MODES)[number];

export const ADVANTAGE_MODE_TEXT: Record<TAdvantageMode, string> = {
  std: "(r − mean) / (std + 1e-6), std unbiased (n − 1): verl's GRPO",
  mean: "r − mean: verl with norm_adv_by_std_in_grpo=False (Dr. GRPO)",
};

/** One advantage per reward, in order; a missing reward has none and is left out of the statistics. */
export function groupAdvantages(rewards: readonly (number | null)[], mode: TAdvantageMode): (number | null)[] {
  const samples = rewards.map((reward) => ({ group: "g", reward }));
  return grpoAdvantages(samples, { normalizeByStd: mode === "std" }).advantages;
}
