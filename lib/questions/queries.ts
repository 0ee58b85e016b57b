import { queryOptions } from "@tanstack/react-query";
import { runApiPath, runPagePath } from "@/lib/browse/queries";
import { fetchJson } from "@/lib/http/fetch-json";
import type { TQuestionsQuery } from "./params";
import type { TQuestionStatusReport, TQuestionTimeline } from "./types";

// The one place query keys of "a question through training" are made; pages prefetch the same keys.

export const questionKeys = {
  timeline: (run: string, id: string) => ["runs", "by-name", run, "trajectories", id, "question"] as const,
  statuses: (run: string, query: TQuestionsQuery) => ["runs", "by-name", run, "questions", query] as const,
};

export const questionPagePath = (run: string, id: string) => `${runPagePath(run)}/trajectories/${id}/question`;

/** The query string of the questions page and endpoint, in one order so equal views share a URL. */
export function questionsSearch(query: TQuestionsQuery): string {
  const params = new URLSearchParams({ status: query.status });
  if (query.vs) params.set("vs", query.vs);
  if (query.vs && query.vs_status) params.set("vs_status", query.vs_status);
  return params.toString();
}

export const questionsPagePath = (run: string, query: TQuestionsQuery) =>
  `${runPagePath(run)}/questions?${questionsSearch(query)}`;

export const questionQueries = {
  timeline: (run: string, id: string) =>
    queryOptions({
      queryKey: questionKeys.timeline(run, id),
      queryFn: ({ signal }) =>
        fetchJson<TQuestionTimeline>(`${runApiPath(run)}/trajectories/${id}/question`, { signal }),
    }),
  statuses: (run: string, query: TQuestionsQuery) =>
    queryOptions({
      queryKey: questionKeys.statuses(run, query),
      queryFn: ({ signal }) =>
        fetchJson<TQuestionStatusReport>(`${runApiPath(run)}/questions?${questionsSearch(query)}`, { signal }),
    }),
};
