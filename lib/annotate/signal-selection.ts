// Queues filled by the training signal: which trajectories people's labels would move the gradient
// most. Pure; the database hands over (id, group, reward, verdicts) rows and the pick happens here.
import { groupAdvantages } from "@/lib/groups/advantages";

/** A trajectory of a GRPO group; `eligible` when it passes the queue's filter. */
export type TSignalRow = {
  id: string;
  /** Same key, same group (lib/groups/server/group-sql.ts GROUP_KEYS_SQL). */
  groupKey: string;
  reward: number | null;
  eligible: boolean;
};

const byId = (a: string, b: string) => {
  const [x, y] = [BigInt(a), BigInt(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

function groupsOf<T extends { groupKey: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.groupKey, [...(groups.get(row.groupKey) ?? []), row]);
  return groups;
}

/**
 * The `size` eligible trajectories with the largest |advantage|, advantages computed over each whole
 * group as verl's GRPO does ((r − mean) / (std + 1e-6)). Groups with fewer than two rewards are left
 * out (verl gives a lone rollout its raw reward, which compares it with nothing), and so are zero
 * advantages (no signal). Ties — equal to 9 decimals, so float noise such as |0.8 − 0.5| against
 * |0.2 − 0.5| does not decide — go to the lower id.
 */
export function pickExtremeAdvantages(rows: readonly TSignalRow[], size: number): string[] {
  const scored: { id: string; magnitude: number }[] = [];
  for (const members of groupsOf(rows).values()) {
    if (members.filter((m) => m.reward !== null).length < 2) continue;
    const advantages = groupAdvantages(
      members.map((m) => m.reward),
      "std",
    );
    members.forEach((m, i) => {
      const advantage = advantages[i];
      if (m.eligible && advantage !== null && advantage !== undefined && advantage !== 0)
        scored.push({ id: m.id, magnitude: Math.round(Math.abs(advantage) * 1e9) / 1e9 });
    });
  }
  return scored
    .sort((a, b) => b.magnitude - a.magnitude || byId(a.id, b.id))
    .slice(0, size)
    .map((s) => s.id);
}

/** A trajectory with the judge's verdict and the rule-based reward's (null: no verdict). */
export type TVerdictRow = {
  id: string;
  groupKey: string;
  judgeRight: boolean | null;
  ruleRight: boolean | null;
  eligible: boolean;
};

export const disagrees = (row: Pick<TVerdictRow, "judgeRight" | "ruleRight">) =>
  row.judgeRight !== null && row.ruleRight !== null && row.judgeRight !== row.ruleRight;

/**
 * Every eligible member of each group where the judge and the rule-based reward disagree on at least
 * one rollout — the whole group, since its advantages change together — groups with most
 * disagreements first (then by key), members by id, at most `size` trajectories.
 */
export function pickJudgeRuleDisagreements(rows: readonly TVerdictRow[], size: number): string[] {
  const groups = [...groupsOf(rows)]
    .map(([key, members]) => ({ key, members, count: members.filter(disagrees).length }))
    .filter((g) => g.count > 0)
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return groups
    .flatMap((g) =>
      g.members
        .filter((m) => m.eligible)
        .map((m) => m.id)
        .sort(byId),
    )
    .slice(0, size);
}

/** A trajectory of a GRPO group; `flagged` when some behaviour detector fired on it (lib/behaviour). */
export type TFlaggedRow = TSignalRow & { flagged: boolean };

/**
 * The `size` eligible trajectories a behaviour detector flagged, those the trainer reinforces most
 * first: by advantage over their whole group (verl's GRPO), highest first — a flagged rollout with a
 * positive advantage is a behaviour the gradient is teaching — then those without an advantage (a
 * lone rollout, no reward), each ordered by id.
 */
export function pickReinforcedFlagged(rows: readonly TFlaggedRow[], size: number): string[] {
  const scored: { id: string; advantage: number | null }[] = [];
  for (const group of groupsOf(rows).values()) {
    const isScored = group.filter((m) => m.reward !== null).length >= 2;
    const advantages = isScored
      ? groupAdvantages(
          group.map((m) => m.reward),
          "std",
        )
      : [];
    group.forEach((m, i) => {
      if (m.eligible && m.flagged) {
        const advantage = advantages[i];
        scored.push({ id: m.id, advantage: advantage === undefined || advantage === null ? null : advantage });
      }
    });
  }
  const key = (advantage: number | null) => (advantage === null ? -Infinity : Math.round(advantage * 1e9) / 1e9);
  return scored
    .sort((a, b) => key(b.advantage) - key(a.advantage) || byId(a.id, b.id))
    .slice(0, size)
    .map((s) => s.id);
}
