import { queryOptions } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { TRunSummary } from "./types";

// The one place run query keys are made: server prefetches and client hooks share them.
export const runKeys = {
  all: ["runs"] as const,
  list: () => [...runKeys.all, "list"] as const,
};

export const runQueries = {
  list: () =>
    queryOptions({
      queryKey: runKeys.list(),
      queryFn: ({ signal }) => fetchJson<{ runs: TRunSummary[] }>("/api/runs", { signal }).then((r) => r.runs),
    }),
};
