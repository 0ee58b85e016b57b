import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import { DEFAULT_SORT, type TSort, type TTrajectoryFilter } from "./filter";
import { browseQueryString } from "./params";
import type {
  TNeighbours,
  TRawResponse,
  TRunFacets,
  TRunHeader,
  TRunOverview,
  TStepView,
  TTrajectoryCount,
  TTrajectoryDetail,
  TTrajectoryPage,
} from "./types";

// The one place browse query keys are made: server pages prefetch with these keys (calling the
// repository functions directly) and client components read them through the JSON endpoints.

export type TListState = { filter: TTrajectoryFilter; sort: TSort };

/** The list's identity in keys: its canonical query string (equal filters, equal keys). */
export const listKeyOf = (list: TListState) => browseQueryString(list);
/** A filter's identity in keys (and the query string of endpoints that take only a filter). */
export const filterKeyOf = (filter: TTrajectoryFilter) => browseQueryString({ filter, sort: DEFAULT_SORT });

export const browseKeys = {
  run: (run: string) => ["runs", "by-name", run] as const,
  overview: (run: string, filter: TTrajectoryFilter) =>
    [...browseKeys.run(run), "overview", filterKeyOf(filter)] as const,
  facets: (run: string) => [...browseKeys.run(run), "facets"] as const,
  list: (run: string, list: TListState) => [...browseKeys.run(run), "trajectories", "list", listKeyOf(list)] as const,
  count: (run: string, list: TListState) => [...browseKeys.run(run), "trajectories", "count", listKeyOf(list)] as const,
  trajectory: (run: string, id: string) => [...browseKeys.run(run), "trajectories", id] as const,
  neighbours: (run: string, id: string, list: TListState) =>
    [...browseKeys.trajectory(run, id), "neighbours", listKeyOf(list)] as const,
  step: (run: string, id: string, index: number) => [...browseKeys.trajectory(run, id), "steps", index] as const,
  response: (run: string, id: string) => [...browseKeys.trajectory(run, id), "response"] as const,
};

/** /api/runs/<name>… — the run's name, URL-encoded, is its id in every address. */
export const runApiPath = (run: string) => `/api/runs/${encodeURIComponent(run)}`;
export const runPagePath = (run: string) => `/runs/${encodeURIComponent(run)}`;
export const trajectoryPagePath = (run: string, id: string, list?: TListState) =>
  `${runPagePath(run)}/trajectories/${id}${list ? listKeyOf(list) : ""}`;

export const PAGE_SIZE = 50;

export const browseQueries = {
  run: (run: string) =>
    queryOptions({
      queryKey: browseKeys.run(run),
      queryFn: ({ signal }) => fetchJson<{ run: TRunHeader }>(runApiPath(run), { signal }).then((r) => r.run),
    }),
  /** The summary cards of the trajectories passing `filter` (all of the run's when it is empty). */
  overview: (run: string, filter: TTrajectoryFilter) =>
    queryOptions({
      queryKey: browseKeys.overview(run, filter),
      queryFn: ({ signal }) => fetchJson<TRunOverview>(`${runApiPath(run)}/overview${filterKeyOf(filter)}`, { signal }),
    }),
  facets: (run: string) =>
    queryOptions({
      queryKey: browseKeys.facets(run),
      queryFn: ({ signal }) => fetchJson<TRunFacets>(`${runApiPath(run)}/facets`, { signal }),
    }),
  list: (run: string, list: TListState) =>
    infiniteQueryOptions({
      queryKey: browseKeys.list(run, list),
      initialPageParam: null as string | null,
      getNextPageParam: (page: TTrajectoryPage) => page.nextCursor,
      queryFn: ({ pageParam, signal }) => {
        const params = new URLSearchParams(listKeyOf(list));
        if (pageParam) params.set("cursor", pageParam);
        const query = params.toString();
        return fetchJson<TTrajectoryPage>(`${runApiPath(run)}/trajectories${query ? `?${query}` : ""}`, { signal });
      },
    }),
  count: (run: string, list: TListState) =>
    queryOptions({
      queryKey: browseKeys.count(run, list),
      queryFn: ({ signal }) =>
        fetchJson<TTrajectoryCount>(`${runApiPath(run)}/trajectories/count${listKeyOf(list)}`, { signal }),
    }),
  trajectory: (run: string, id: string) =>
    queryOptions({
      queryKey: browseKeys.trajectory(run, id),
      queryFn: ({ signal }) => fetchJson<TTrajectoryDetail>(`${runApiPath(run)}/trajectories/${id}`, { signal }),
    }),
  neighbours: (run: string, id: string, list: TListState) =>
    queryOptions({
      queryKey: browseKeys.neighbours(run, id, list),
      queryFn: ({ signal }) =>
        fetchJson<TNeighbours>(`${runApiPath(run)}/trajectories/${id}/neighbours${listKeyOf(list)}`, { signal }),
    }),
  step: (run: string, id: string, index: number) =>
    queryOptions({
      queryKey: browseKeys.step(run, id, index),
      queryFn: ({ signal }) =>
        fetchJson<{ step: TStepView }>(`${runApiPath(run)}/trajectories/${id}/steps/${index}`, { signal }).then(
          (r) => r.step,
        ),
      staleTime: Infinity,
    }),
  response: (run: string, id: string) =>
    queryOptions({
      queryKey: browseKeys.response(run, id),
      queryFn: ({ signal }) => fetchJson<TRawResponse>(`${runApiPath(run)}/trajectories/${id}/response`, { signal }),
      staleTime: Infinity,
    }),
};
