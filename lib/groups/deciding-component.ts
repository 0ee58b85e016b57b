// Which reward component decided a group's ranking. GRPO ranks rollouts by their total reward; the
// logged components say why one beat another. Over the pairs the total orders strictly (r_i ≠ r_j),
// a component agrees on a pair when it orders the two the same way, opposes when the other way, and
// is level otherwise (equal, or not logged on both). The deciding component is the one that agrees
// on the most pairs (ties: all of them are named); "explains all" when it agrees on every pair.
// Components are compared as logged, unweighted — the question is which one differs, not by how much.

export type TComponentAgreement = { name: string; agrees: number; opposes: number; level: number };

export type TRankingDecision = {
  /** Pairs of rollouts with both rewards known and different. */
  ordered: number;
  /** Every component logged by any member, most agreeing first. */
  components: TComponentAgreement[];
  /** The components agreeing on the most ordered pairs (empty when none agrees on any). */
  decidedBy: string[];
  explainsAll: boolean;
};

type TMember = { reward: number | null; components: Readonly<Record<string, number>> };

export function decideRanking(members: readonly TMember[]): TRankingDecision {
  const names = [...new Set(members.flatMap((m) => Object.keys(m.components)))].sort();
  const tally = new Map(names.map((name) => [name, { name, agrees: 0, opposes: 0, level: 0 }]));
  let ordered = 0;
  for (let i = 0; i < members.length; i++) {
    for (let j = i + 1; j < members.length; j++) {
      const [a, b] = [members[i] as TMember, members[j] as TMember];
      if (a.reward === null || b.reward === null || a.reward === b.reward) continue;
      ordered += 1;
      const direction = Math.sign(a.reward - b.reward);
      for (const name of names) {
        const entry = tally.get(name) as TComponentAgreement;
        const [x, y] = [a.components[name], b.components[name]];
        const side = x === undefined || y === undefined ? 0 : Math.sign(x - y);
        if (side === 0) entry.level += 1;
        else if (side === direction) entry.agrees += 1;
        else entry.opposes += 1;
      }
    }
  }
  const components = [...tally.values()].sort(
    (p, q) => q.agrees - p.agrees || p.opposes - q.opposes || p.name.localeCompare(q.name),
  );
  const best = components[0]?.agrees ?? 0;
  const decidedBy = best === 0 ? [] : components.filter((c) => c.agrees === best).map((c) => c.name);
  return { ordered, components, decidedBy, explainsAll: best > 0 && best === ordered };
}
