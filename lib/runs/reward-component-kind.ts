// Some presets log counts beside their reward terms (HiPRAG: n, n_corr; Search-P1: n_plan, n_exec,
// n_actions, n_covered). Their mean is a count per trajectory, not a share of the reward, so the
// overview shows them apart from the terms. Every preset names its counts n or n_<something>.

export type TRewardComponentKind = "term" | "count";

export function rewardComponentKind(name: string): TRewardComponentKind {
  return name === "n" || name.startsWith("n_") ? "count" : "term";
}
