// How the value-tree and pair views write numbers: fixed decimals, a dash for what is missing.
export const fmt = (value: number | null | undefined, digits = 3) =>
  value === null || value === undefined ? "–" : value === Infinity ? "∞" : value.toFixed(digits);

export const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The UCB formula with its numbers, for a node's hover title and its detail panel. */
export function ucbText(
  n: { qBar: number | null; visits: number; ucb: number | null },
  parentVisits: number,
  c: number,
) {
  if (n.ucb === null) return "UCB: the root is never selected";
  if (n.visits === 0) return "UCB = ∞ (unvisited: selected first)";
  const bonus = c * Math.sqrt(Math.log(Math.max(parentVisits, 1)) / n.visits);
  return `UCB = Q̄ + c·√(ln N(parent)/N) = ${fmt(n.qBar)} + ${c}·√(ln ${parentVisits}/${n.visits}) = ${fmt(n.qBar)} + ${fmt(bonus)} = ${fmt(n.ucb)}`;
}
