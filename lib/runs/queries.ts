import { queryOptions } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { TRunCorrectness } from "./correctness";
import type { TRunSummary } from "./types";

// The one place run query keys are made: server prefetches and client hooks share them.
export const runKeys = {
  all: ["runs"] as const,
  list: () => [...runKeys.all, "list"] as const,
  /** Keyed by the correctness choice's canonical text. */
  correctness: (run: string, correct: string) => [...runKeys.all, run, "correctness", correct] as const,
};

export const runQueries = {
  list: () =>
    queryOptions({
      queryKey: runKeys.list(),
      queryFn: ({ signal }) => fetchJson<{ runs: TRunSummary[] }>("/api/runs", { signal }).then((r) => r.runs),
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
