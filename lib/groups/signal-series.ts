// The dynamics series "groups without learning signal": per training step, the share of groups
// with at least two rewarded rollouts whose rewards are all equal (signal.ts). Groups of one
// rollout are outside both counts; a step with none of the others is a gap (null), never a 0.
import type { TGroupSignalRow } from "./types";

export type TShareValue = { step: number; value: number | null };

export function noSignalShare(row: TGroupSignalRow): number | null {
  const comparable = row.groups - row.single;
  return comparable > 0 ? row.noSignal / comparable : null;
}

export function noSignalSeries(rows: readonly TGroupSignalRow[]): TShareValue[] {
  return [...rows].sort((a, b) => a.step - b.step).map((row) => ({ step: row.step, value: noSignalShare(row) }));
}

/** The whole run's share, pooled over steps (not a mean of the steps' shares). */
export function pooledNoSignalShare(rows: readonly TGroupSignalRow[]): number | null {
  return noSignalShare(
    rows.reduce(
      (sum, row) => ({
        step: 0,
        groups: sum.groups + row.groups,
        noSignal: sum.noSignal + row.noSignal,
        single: sum.single + row.single,
      }),
      { step: 0, groups: 0, noSignal: 0, single: 0 },
    ),
  );
}
