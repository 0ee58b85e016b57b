import "server-only";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { getReadDb } from "@/lib/db/read-db";
import { resolvedBy } from "@/lib/http/resolved-by";
import { runQueries } from "@/lib/runs/queries";
import { DEFAULT_CORRECTNESS_CHOICE, tryParseCorrectness } from "@/lib/metrics/process";
import { getRunCorrectness } from "./run-correctness";
import { getRunByNameOrThrow } from "./run-overview";
import { cachedRunSummary, summaryKey } from "./run-summary-cache";
import type { TRunLive } from "../live";
import { getRunLive, listRuns } from "./runs";

// The resolvers behind lib/runs/queries.ts: GET /api/runs and the pages' prefetch call the same one.

/** Every resolver's input names its run as URLs do: by name. */
export type TRunInput = { run: string };

/**
 * The run named in a URL; run_not_found when there is none. React's cache makes it one lookup per
 * page render however many resolvers a page prefetches (in a route handler it simply calls through).
 */
export const findRun = cache(async (name: string) => getRunByNameOrThrow(await getReadDb(), name));

/** runQueries.list — every run with its trajectory count, newest first. */
export const resolveRunList = async () => listRuns(await getReadDb());

/** runQueries.live — the run's last record time and last aggregated step: two index lookups. */
export async function resolveRunLive({ run }: TRunInput): Promise<TRunLive> {
  return getRunLive(await getReadDb(), (await findRun(run)).id);
}

/**
 * runQueries.correctness — right under the chosen rule, EM, acc and the judge's verdict, with
 * disagreements. A scan of the run: kept until the run changes (run-summary-cache.ts).
 */
export const resolveRunCorrectness = async (input: TRunInput & { correct: string }) => {
  const [run, read] = await Promise.all([findRun(input.run), getReadDb()]);
  const choice = tryParseCorrectness(input.correct) ?? DEFAULT_CORRECTNESS_CHOICE;
  return cachedRunSummary(read, await getDb(), { runId: run.id, key: summaryKey("correctness", choice) }, () =>
    getRunCorrectness(read, { runId: run.id, choice }),
  );
};

export const runServerQueries = {
  list: () => resolvedBy(runQueries.list(), resolveRunList),
  live: (run: string) => resolvedBy(runQueries.live(run), () => resolveRunLive({ run })),
  correctness: (run: string, correct: string) =>
    resolvedBy(runQueries.correctness(run, correct), () => resolveRunCorrectness({ run, correct })),
};
