// GRPO group advantages exactly as verl computes them (volcengine/verl, verl/trainer/ppo/core_algos.py,
// compute_grpo_outcome_advantage, read at commit 012be9d):
//   group of one:  mean = 0, std = 1
//   larger group:  mean = torch.mean(scores), std = torch.std(scores)  — unbiased (n − 1)
//   advantage   =  (r − mean) / (std + ε), ε = 1e-6;  or r − mean when norm_adv_by_std_in_grpo is off (Dr.GRPO)
// verl works in float32 tensors; this works in float64, so values agree to about 1e-7 relative.

export type TGroupedReward = { group: string | null; reward: number | null };
export type TGroupStats = { size: number; mean: number; std: number };
export type TAdvantageOptions = { epsilon?: number; normalizeByStd?: boolean };

export const GRPO_EPSILON = 1e-6;

/** Mean and unbiased std of one group's rewards, with verl's convention for a group of one. */
export function groupStats(rewards: readonly number[]): TGroupStats {
  const size = rewards.length;
  if (size <= 1) return { size, mean: 0, std: 1 };
  const mean = rewards.reduce((sum, r) => sum + r, 0) / size;
  const squares = rewards.reduce((sum, r) => sum + (r - mean) ** 2, 0);
  return { size, mean, std: Math.sqrt(squares / (size - 1)) };
}

/**
 * One advantage per sample, in input order. A sample without a group is a group of its own (verl
 * groups by the prompt's uid, which trajscope only knows as `group`); a sample without a reward has
 * no advantage (null) and is left out of its group's statistics.
 */
export function grpoAdvantages(
  samples: readonly TGroupedReward[],
  options: TAdvantageOptions = {},
): { advantages: (number | null)[]; groups: Map<string, TGroupStats> } {
  const epsilon = options.epsilon ?? GRPO_EPSILON;
  const normalize = options.normalizeByStd ?? true;
  const keyOf = (sample: TGroupedReward, i: number) => (sample.group === null ? `\u0000${i}` : sample.group);
  const members = new Map<string, number[]>();
  samples.forEach((sample, i) => {
    if (sample.reward === null) return;
    const key = keyOf(sample, i);
    members.set(key, [...(members.get(key) ?? []), sample.reward]);
  });
  const groups = new Map([...members].map(([key, rewards]) => [key, groupStats(rewards)]));
  const advantages = samples.map((sample, i) => {
    const stats = groups.get(keyOf(sample, i));
    if (sample.reward === null || stats === undefined) return null;
    return normalize ? (sample.reward - stats.mean) / (stats.std + epsilon) : sample.reward - stats.mean;
  });
  return { advantages, groups };
}
