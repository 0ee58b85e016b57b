// Everything the group page shows, prepared from the group's DTO: each rollout's advantage under
// the chosen variant and its rank, the group's statistics as verl computes them, its signal, and
// which component decided the ranking.
import { groupStats, type TGroupStats } from "@/lib/rewards/what-if/grpo";
import { groupAdvantages, type TAdvantageMode } from "./advantages";
import { decideRanking, type TRankingDecision } from "./deciding-component";
import { groupSignal, type TGroupSignal } from "./signal";
import type { TGroupMember, TGroupView } from "./types";

export type TGroupRow = TGroupMember & {
  advantage: number | null;
  /** 1 + the rollouts with a strictly higher reward (ties share a rank); null without a reward. */
  rank: number | null;
};

export type TGroupTable = {
  rows: TGroupRow[];
  /** Every logged component of any member, sorted by name. */
  componentNames: string[];
  /** Whether any rollout has a logged advantage (TRL logs one; verl's dump does not). */
  hasLoggedAdvantages: boolean;
  /** Over the rollouts with a reward; verl's convention for a group of one (mean 0, std 1). */
  stats: TGroupStats;
  signal: TGroupSignal;
  decision: TRankingDecision;
};

export function groupTable(view: Pick<TGroupView, "members">, mode: TAdvantageMode): TGroupTable {
  const rewards = view.members.map((m) => m.reward);
  const advantages = groupAdvantages(rewards, mode);
  const known = rewards.filter((r): r is number => r !== null);
  const rows = view.members.map((member, i) => ({
    ...member,
    advantage: advantages[i] ?? null,
    rank: member.reward === null ? null : 1 + known.filter((r) => r > (member.reward as number)).length,
  }));
  return {
    rows,
    componentNames: [...new Set(view.members.flatMap((m) => Object.keys(m.components)))].sort(),
    hasLoggedAdvantages: view.members.some((m) => m.loggedAdvantage !== null),
    stats: groupStats(known),
    signal: groupSignal(rewards),
    decision: decideRanking(view.members),
  };
}
