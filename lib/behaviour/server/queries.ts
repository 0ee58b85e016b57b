import "server-only";
import type { TTrajectoryFilter } from "@/lib/browse/filter";
import { getDb } from "@/lib/db/client";
import { getReadDb } from "@/lib/db/read-db";
import { resolvedBy } from "@/lib/http/resolved-by";
import { behaviourQueries } from "@/lib/behaviour/queries";
import type { TBehaviourCounts } from "@/lib/behaviour/summary";
import { findRun, type TRunInput } from "@/lib/runs/server/queries";
import { cachedRunSummary, summaryKey } from "@/lib/runs/server/run-summary-cache";
import { getBehaviourCounts } from "./behaviour-counts";

// One resolver per key of lib/behaviour/queries.ts; the endpoint and the run page call the same one.

/** behaviourQueries.counts — each detector's count among the trajectories passing the list's filter. */
export async function resolveBehaviourCounts({
  run,
  filter,
}: TRunInput & { filter: TTrajectoryFilter }): Promise<TBehaviourCounts> {
  const [found, read] = await Promise.all([findRun(run), getReadDb()]);
  // A scan of the run's trajectories that pass the filter: kept until the run changes (run-summary-cache.ts).
  const key = summaryKey("behaviour", filter);
  return cachedRunSummary(read, await getDb(), { runId: found.id, key }, () =>
    getBehaviourCounts(read, found.id, filter),
  );
}

export const behaviourServerQueries = {
  counts: (run: string, filter: TTrajectoryFilter) =>
    resolvedBy(behaviourQueries.counts(run, filter), () => resolveBehaviourCounts({ run, filter })),
};
