// The trajectory page's reward breakdown with the recomputed reward beside the logged one: one row
// per component name either side has, logged rows first (in the breakdown's order), then the
// components only the recomputation has, in the preset's order.
import type { TRewardBreakdown, TRewardRow } from "@/lib/browse/reward-breakdown";

export type TRecomputedReward = { label: string; total: number | null; components: Record<string, number> };

export type TSideBySideRow = {
  name: string;
  logged: TRewardRow | null;
  recomputed: number | null;
};

export function sideBySideRows(breakdown: TRewardBreakdown, recomputed: TRecomputedReward | null): TSideBySideRow[] {
  const components = recomputed?.components ?? {};
  const rows: TSideBySideRow[] = breakdown.rows.map((row) => ({
    name: row.name,
    logged: row,
    recomputed: Object.hasOwn(components, row.name) ? (components[row.name] as number) : null,
  }));
  const logged = new Set(breakdown.rows.map((row) => row.name));
  for (const [name, value] of Object.entries(components)) {
    if (!logged.has(name)) rows.push({ name, logged: null, recomputed: value });
  }
  return rows;
}

/** recomputed − logged total, when both are known. */
export function totalDelta(logged: number | null, recomputed: TRecomputedReward | null): number | null {
  return logged === null || recomputed?.total == null ? null : recomputed.total - logged;
}
