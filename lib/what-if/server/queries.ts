import "server-only";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { getReadDb } from "@/lib/db/read-db";
import { resolvedBy } from "@/lib/http/resolved-by";
import { getRunTrajectoryCount } from "@/lib/runs/server/run-stats";
import { cachedRunSummary, summaryKey } from "@/lib/runs/server/run-summary-cache";
import type { TRunInput } from "@/lib/runs/server/queries";
import { DomainError } from "@/lib/http/errors";
import { defaultSpec, defaultSpecWithOrigin } from "@/lib/what-if/default-spec";
import { whatIfQueries } from "@/lib/what-if/queries";
import type { TWhatIfSpec } from "@/lib/what-if/spec";
import type { TWhatIfResponse } from "@/lib/what-if/types";
import { getRunMetrics } from "./run-metrics";
import { readyWhatIf, storedWhatIf } from "./what-if";
import { getTrajectoryReward } from "./what-if-trajectory";
import { getWhatIfRunOrThrow } from "./what-if-run";

// One resolver per key of lib/what-if/queries.ts, called by the what-if endpoints. The what-if
// page answers with the what-if of a small run, or of a large one when it is kept (whatIfForPage):
// computing it on a large one takes seconds, and the page shows its controls first.

/** A spec of null means the run's own reward (its preset and weights). */
type TSpecInput = TRunInput & { spec: TWhatIfSpec | null };

/** The run as the what-if reads it (run_not_found when absent), once per page render. */
export const findWhatIfRun = cache(async (name: string) => getWhatIfRunOrThrow(await getReadDb(), name));

export async function resolveWhatIf({ run: name, spec }: TSpecInput) {
  const [run, read] = await Promise.all([findWhatIfRun(name), getReadDb()]);
  return storedWhatIf(read, await getDb(), { run, spec: spec ?? defaultSpec(run.reward) });
}

export async function resolveTrajectoryReward({
  run: name,
  trajectoryId,
  spec,
}: TSpecInput & { trajectoryId: string }) {
  const run = await findWhatIfRun(name);
  const chosen = spec ? { spec, origin: "asked" as const } : defaultSpecWithOrigin(run.reward);
  const reward = await getTrajectoryReward(await getReadDb(), { run, trajectoryId, ...chosen });
  if (!reward) throw new DomainError("trajectory_not_found", `Run "${run.name}" has no trajectory ${trajectoryId}.`);
  return reward;
}

/** Kept until the run changes (run-summary-cache.ts): they scan every step label of the run. */
export async function resolveRunMetrics({ run: name }: TRunInput) {
  const [run, read] = await Promise.all([findWhatIfRun(name), getReadDb()]);
  const key = summaryKey("run-metrics", run);
  return cachedRunSummary(read, await getDb(), { runId: run.id, key }, () => getRunMetrics(read, run));
}

/**
 * Runs small enough for the page to answer with their what-if computed: on the embedded database
 * the demo's 842 trajectories took ~150 ms, against a browser that would otherwise only ask after
 * loading and hydrating the page (~300 ms later), then wait as long again.
 */
export const WHAT_IF_PREFETCH_MAX_TRAJECTORIES = 2_000;

/**
 * The what-if the page answers with: computed for a run small enough, or kept from an earlier
 * request while the run has not changed (a reload, a shared link, the way back: on bench-1m its
 * charts then showed at 144 ms p50, not 311); else null, and the client asks for it while the
 * controls show.
 */
async function whatIfForPage(name: string, spec: TWhatIfSpec): Promise<TWhatIfResponse | null> {
  const [run, read] = await Promise.all([findWhatIfRun(name), getReadDb()]);
  if ((await getRunTrajectoryCount(read, run.id)) <= WHAT_IF_PREFETCH_MAX_TRAJECTORIES)
    return resolveWhatIf({ run: name, spec });
  return readyWhatIf(read, { run, spec });
}

export const whatIfServerQueries = {
  /** The result's query when the page can answer with it (whatIfForPage), else null. */
  forPage: async (run: string, spec: TWhatIfSpec) => {
    const ready = await whatIfForPage(run, spec);
    return ready && resolvedBy(whatIfQueries.result(run, spec), async () => ready);
  },
  /** The run's own reward of one trajectory: one row, so the trajectory page always answers with it. */
  trajectory: (run: string, trajectoryId: string) =>
    resolvedBy(whatIfQueries.trajectory(run, trajectoryId), () =>
      resolveTrajectoryReward({ run, trajectoryId, spec: null }),
    ),
};
