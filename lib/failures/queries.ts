import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { runApiPath } from "@/lib/browse/queries";
import { chartQueryString, type TEfficiencyQuery } from "@/lib/dynamics/params";
import { fetchJson } from "@/lib/http/fetch-json";
import type { TFailureChart, TFailureSummary } from "./types";

// The one place search-vs-reading-failure query keys are made; server pages prefetch under the same keys.

const withCorrect = (base: string, correct: string) =>
  correct === "em" ? base : `${base}${base ? "&" : ""}correct=${encodeURIComponent(correct)}`;

export const failureKeys = {
  summary: (run: string, correct: string) => ["runs", "by-name", run, "failures", correct] as const,
  series: (run: string, query: TEfficiencyQuery, correct: string) =>
    ["runs", "by-name", run, "charts", "failures", withCorrect(chartQueryString(query), correct)] as const,
};

export const failureQueries = {
  summary: (run: string, correct: string) =>
    queryOptions({
      queryKey: failureKeys.summary(run, correct),
      queryFn: ({ signal }) => {
        const search = withCorrect("", correct);
        return fetchJson<TFailureSummary>(`${runApiPath(run)}/failures${search ? `?${search}` : ""}`, { signal });
      },
    }),
  series: (run: string, query: TEfficiencyQuery, correct: string) =>
    queryOptions({
      queryKey: failureKeys.series(run, query, correct),
      queryFn: ({ signal }) =>
        fetchJson<TFailureChart>(
          `${runApiPath(run)}/charts/failures?${withCorrect(chartQueryString(query), correct)}`,
          {
            signal,
          },
        ),
      placeholderData: keepPreviousData,
    }),
};
