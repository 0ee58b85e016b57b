import { queryOptions } from "@tanstack/react-query";
import { browseKeys, runApiPath } from "@/lib/browse/queries";
import { fetchJson } from "@/lib/http/fetch-json";
import type { TRewardResult } from "@/lib/rewards";
import type { TSpecOrigin } from "./default-spec";
import type { TRunMetrics } from "./metrics-types";
import { specQueryString, type TWhatIfSpec } from "./spec";
import type { TWhatIfResponse } from "./types";

// The what-if's query keys and fetchers, under the run's key (browseKeys.run) so that anything
// invalidating a run invalidates its what-ifs. A spec's key is its canonical query string.

/** One trajectory's logged and recomputed reward (the trajectory page's breakdown). */
export type TTrajectoryReward = {
  spec: TWhatIfSpec;
  /** Whether the spec was asked for, is the run's own reward, or a fallback (default-spec.ts). */
  origin: TSpecOrigin;
  label: string;
  logged: { total: number | null; components: Record<string, number> };
  recomputed: TRewardResult;
};

const specKey = (spec: TWhatIfSpec | null) => (spec ? specQueryString(spec) : "run-default");

export const whatIfKeys = {
  all: (run: string) => [...browseKeys.run(run), "what-if"] as const,
  result: (run: string, spec: TWhatIfSpec | null) => [...whatIfKeys.all(run), "result", specKey(spec)] as const,
  trajectory: (run: string, id: string, spec: TWhatIfSpec | null) =>
    [...whatIfKeys.all(run), "trajectory", id, specKey(spec)] as const,
  metrics: (run: string) => [...browseKeys.run(run), "metrics"] as const,
};

const query = (spec: TWhatIfSpec | null) => (spec ? specQueryString(spec) : "");

export const whatIfQueries = {
  result: (run: string, spec: TWhatIfSpec | null) =>
    queryOptions({
      queryKey: whatIfKeys.result(run, spec),
      queryFn: ({ signal }) => fetchJson<TWhatIfResponse>(`${runApiPath(run)}/what-if${query(spec)}`, { signal }),
      staleTime: 60_000,
    }),
  trajectory: (run: string, id: string, spec: TWhatIfSpec | null = null) =>
    queryOptions({
      queryKey: whatIfKeys.trajectory(run, id, spec),
      queryFn: ({ signal }) =>
        fetchJson<TTrajectoryReward>(`${runApiPath(run)}/what-if/trajectories/${id}${query(spec)}`, { signal }),
    }),
  metrics: (run: string) =>
    queryOptions({
      queryKey: whatIfKeys.metrics(run),
      queryFn: ({ signal }) => fetchJson<TRunMetrics>(`${runApiPath(run)}/metrics`, { signal }),
      staleTime: 60_000,
    }),
};
