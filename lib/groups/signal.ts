// When a GRPO group teaches nothing. verl's advantage is (r − mean)/(std + ε) within the group
// (reference/verl_grpo_advantage.py): when every rollout of the prompt earned the same reward, each
// advantage is exactly 0 and the prompt adds no policy gradient. The SQL behind the "no signal"
// filter and the dynamics series applies the same definition (lib/groups/server/group-sql.ts).

export type TGroupSignal =
  /** At least two rollouts with a reward, and not all equal: the advantages are not all zero. */
  | "signal"
  /** At least two rollouts with a reward, all exactly equal: every advantage is 0. */
  | "none"
  /** Fewer than two rollouts with a reward: no comparison within the group (verl: mean 0, std 1). */
  | "single";

export function groupSignal(rewards: readonly (number | null)[]): TGroupSignal {
  const known = rewards.filter((r): r is number => r !== null && Number.isFinite(r));
  if (known.length < 2) return "single";
  return Math.min(...known) === Math.max(...known) ? "none" : "signal";
}

export const GROUP_SIGNAL_TEXT: Record<TGroupSignal, string> = {
  signal: "The rewards differ: this group moves the policy.",
  none: "Every rollout earned the same reward: every advantage is 0, the group adds no learning signal.",
  single: "Fewer than two rollouts with a reward: nothing to compare within the group.",
};
