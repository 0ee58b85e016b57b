import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { runApiPath, runPagePath } from "@/lib/browse/queries";
import { chartQueryString, type TEfficiencyQuery } from "@/lib/dynamics/params";
import { fetchJson } from "@/lib/http/fetch-json";
import type { TAdvantageMode } from "./advantages";
import type { TGroupSignalChart, TGroupView } from "./types";

// The one place GRPO-group query keys are made; server pages prefetch under the same keys.

export const groupKeys = {
  ofTrajectory: (run: string, id: string) => ["runs", "by-name", run, "trajectories", id, "group"] as const,
  signal: (run: string, query: TEfficiencyQuery) =>
    ["runs", "by-name", run, "charts", "group-signal", chartQueryString(query)] as const,
};

/** The group page of trajectory `id`; the advantage variant is part of the address. */
export const groupPagePath = (run: string, id: string, mode: TAdvantageMode = "std") =>
  `${runPagePath(run)}/trajectories/${id}/group${mode === "std" ? "" : `?advantage=${mode}`}`;

export const groupQueries = {
  ofTrajectory: (run: string, id: string) =>
    queryOptions({
      queryKey: groupKeys.ofTrajectory(run, id),
      queryFn: ({ signal }) => fetchJson<TGroupView>(`${runApiPath(run)}/trajectories/${id}/group`, { signal }),
    }),
  signal: (run: string, query: TEfficiencyQuery) =>
    queryOptions({
      queryKey: groupKeys.signal(run, query),
      queryFn: ({ signal }) =>
        fetchJson<TGroupSignalChart>(`${runApiPath(run)}/charts/group-signal?${chartQueryString(query)}`, { signal }),
      placeholderData: keepPreviousData,
    }),
};
