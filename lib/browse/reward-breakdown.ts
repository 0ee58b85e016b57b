// A trajectory's reward, component by component: the logged value, the run's weight for it
// (config.reward.weights) and what it adds to the total. Weights are matched by name; with no
// weights at all, components that already add up to the total are shown as their own share.

export type TRewardRow = { name: string; value: number; weight: number | null; contribution: number | null };

export type TRewardBreakdown = {
  rows: TRewardRow[];
  total: number | null;
  /** weights: contributions are weight × value; sum: the components add up to the total. */
  basis: "weights" | "sum" | "unknown";
  /** Total minus the known contributions, when both are known and they differ. */
  unexplained: number | null;
};

const EPSILON = 1e-6;

export function rewardBreakdown(input: {
  components: Record<string, number>;
  weights: Record<string, number>;
  total: number | null;
}): TRewardBreakdown {
  const weightOf = (name: string) => {
    if (name in input.weights) return input.weights[name]!;
    const lower = name.toLowerCase();
    const key = Object.keys(input.weights).find((k) => k.toLowerCase() === lower);
    return key === undefined ? null : input.weights[key]!;
  };
  const entries = Object.entries(input.components).filter(([, value]) => Number.isFinite(value));
  const hasWeights = entries.some(([name]) => weightOf(name) !== null);
  const sum = entries.reduce((acc, [, value]) => acc + value, 0);
  const isSum = !hasWeights && input.total !== null && entries.length > 0 && Math.abs(sum - input.total) < EPSILON;
  const basis = hasWeights ? "weights" : isSum ? "sum" : "unknown";

  const rows = entries
    .map(([name, value]): TRewardRow => {
      const weight = weightOf(name);
      const contribution = weight !== null ? weight * value : basis === "sum" ? value : null;
      return { name, value, weight, contribution };
    })
    .sort((a, b) => Math.abs(b.contribution ?? 0) - Math.abs(a.contribution ?? 0) || a.name.localeCompare(b.name));

  const known = rows.filter((r) => r.contribution !== null);
  const explained = known.reduce((acc, r) => acc + r.contribution!, 0);
  const unexplained =
    input.total !== null && known.length > 0 && Math.abs(input.total - explained) > EPSILON
      ? input.total - explained
      : null;
  return { rows, total: input.total, basis, unexplained };
}
