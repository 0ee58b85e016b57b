import "server-only";
import { getDb } from "@/lib/db/client";
import { getReadDb } from "@/lib/db/read-db";
import { assembleShareChart } from "@/lib/dynamics/chart";
import type { TEfficiencyQuery } from "@/lib/dynamics/params";
import { groupQueries } from "@/lib/groups/queries";
import { noSignalSeries } from "@/lib/groups/signal-series";
import type { TGroupSignalChart } from "@/lib/groups/types";
import { DomainError } from "@/lib/http/errors";
import { resolvedBy } from "@/lib/http/resolved-by";
import { findRun, type TRunInput } from "@/lib/runs/server/queries";
import { storedGroupSignal } from "./group-signal";
import { getGroupOf } from "./group-view";

// One resolver per key of lib/groups/queries.ts; the endpoints and the pages call the same ones.

export async function resolveGroupOf({ run, trajectoryId }: TRunInput & { trajectoryId: string }) {
  const group = await getGroupOf(await getReadDb(), { runId: (await findRun(run)).id, trajectoryId });
  if (!group) throw new DomainError("trajectory_not_found", `Run "${run}" has no trajectory ${trajectoryId}.`);
  return group;
}

export const NO_SIGNAL_METRIC = "groups/no_signal_share";

export async function resolveGroupSignal({
  run,
  query,
}: TRunInput & { query: TEfficiencyQuery }): Promise<TGroupSignalChart> {
  const [found, read] = await Promise.all([findRun(run), getReadDb()]);
  const summary = await storedGroupSignal(read, await getDb(), { runId: found.id, dataset: query.dataset });
  const { chart, inView } = assembleShareChart(
    [{ name: found.name, link: { run: found.name, flags: ["no_signal_group"] }, steps: noSignalSeries(summary.rows) }],
    { metric: NO_SIGNAL_METRIC, label: "Groups without learning signal", query, rows: summary.rows },
  );
  const sum = (pick: (r: (typeof inView)[number]) => number) => inView.reduce((s, r) => s + pick(r), 0);
  const totals = { groups: sum((r) => r.groups), noSignal: sum((r) => r.noSignal), single: sum((r) => r.single) };
  return {
    chart,
    totals: { ...totals, comparable: totals.groups - totals.single },
    derivedTrajectories: summary.derivedTrajectories,
    trajectories: summary.trajectories,
  };
}

export const groupServerQueries = {
  ofTrajectory: (run: string, trajectoryId: string) =>
    resolvedBy(groupQueries.ofTrajectory(run, trajectoryId), () => resolveGroupOf({ run, trajectoryId })),
  signal: (run: string, query: TEfficiencyQuery) =>
    resolvedBy(groupQueries.signal(run, query), () => resolveGroupSignal({ run, query })),
};
