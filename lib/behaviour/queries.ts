import { queryOptions } from "@tanstack/react-query";
import type { TTrajectoryFilter } from "@/lib/browse/filter";
import { browseKeys, filterKeyOf, runApiPath } from "@/lib/browse/queries";
import { fetchJson } from "@/lib/http/fetch-json";
import type { TBehaviourCounts } from "./summary";

// The one place behaviour query keys are made; the run page prefetches under the same key.

export const behaviourKeys = {
  counts: (run: string, filter: TTrajectoryFilter) =>
    [...browseKeys.run(run), "behaviour", filterKeyOf(filter)] as const,
};

export const behaviourQueries = {
  /** Each detector's count among the trajectories passing `filter` (the list's filter). */
  counts: (run: string, filter: TTrajectoryFilter) =>
    queryOptions({
      queryKey: behaviourKeys.counts(run, filter),
      queryFn: ({ signal }) =>
        fetchJson<TBehaviourCounts>(`${runApiPath(run)}/behaviour${filterKeyOf(filter)}`, { signal }),
    }),
};
