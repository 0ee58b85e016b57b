import { queryOptions } from "@tanstack/react-query";
import { runApiPath, runPagePath } from "@/lib/browse/queries";
import { fetchJson } from "@/lib/http/fetch-json";
import { scopeQueryString, type TSearchP1Scope } from "./params";
import type { TSearchP1Report } from "./types";

// The one place query keys of the Search-P1 page are made; the page prefetches the same key.

export const searchP1Keys = {
  report: (run: string, scope: TSearchP1Scope) =>
    ["runs", "by-name", run, "search-p1", scope.dataset ?? null, scope.from ?? null, scope.to ?? null] as const,
};

export const searchP1PagePath = (run: string, scope: TSearchP1Scope = {}) =>
  `${runPagePath(run)}/search-p1${scopeQueryString(scope)}`;

export const searchP1Queries = {
  report: (run: string, scope: TSearchP1Scope) =>
    queryOptions({
      queryKey: searchP1Keys.report(run, scope),
      queryFn: ({ signal }) =>
        fetchJson<TSearchP1Report>(`${runApiPath(run)}/search-p1${scopeQueryString(scope)}`, { signal }),
    }),
};
