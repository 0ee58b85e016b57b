import { queryOptions } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import { LIVE_POLL_MS, type TRunLive } from "./live";
import type { TRunCorrectness } from "./correctness";
import type { TRunSummary } from "./types";

// The one place run query keys are made: server prefetches and client hooks share them.
export const runKeys = {
  all: ["runs"] as const,
  list: () => [...runKeys.all, "list"] as const,
  // Outside ["runs", "by-name", run]: a change here invalidates that whole prefix, not itself.
  live: (run: string) => [...runKeys.all, "live", run] as const,
  /** Keyed by the correctness choice's canonical text. */
  correctness: (run: string, correct: string) => [...runKeys.all, run, "correctness", correct] as const,
};

export const runQueries = {
  list: () =>
    queryOptions({
      queryKey: runKeys.list(),
      queryFn: ({ signal }) => fetchJson<{ runs: TRunSummary[] }>("/api/runs", { signal }).then((r) => r.runs),
    }),
  /** Polled while the tab is visible (refetchIntervalInBackground stays false). */
  live: (run: string) =>
    queryOptions({
      queryKey: runKeys.live(run),
      queryFn: ({ signal }) => fetchJson<TRunLive>(`/api/runs/${encodeURIComponent(run)}/live`, { signal }),
      refetchInterval: LIVE_POLL_MS,
    }),
  correctness: (run: string, correct: string) =>
    queryOptions({
      queryKey: runKeys.correctness(run, correct),
      queryFn: ({ signal }) =>
        fetchJson<TRunCorrectness>(
          `/api/runs/${encodeURIComponent(run)}/correctness?correct=${encodeURIComponent(correct)}`,
          { signal },
        ),
    }),
};
