import { queryOptions } from "@tanstack/react-query";
import { runApiPath, runPagePath } from "@/lib/browse/queries";
import { fetchJson } from "@/lib/http/fetch-json";
import type { TQuestionStatus } from "./status";
import type { TQuestionStatusReport, TQuestionTimeline } from "./types";

// The one place query keys of "a question through training" are made; pages prefetch the same keys.

export const questionKeys = {
  timeline: (run: string, id: string) => ["runs", "by-name", run, "trajectories", id, "question"] as const,
  statuses: (run: string, status: TQuestionStatus) => ["runs", "by-name", run, "questions", status] as const,
};

export const questionPagePath = (run: string, id: string) => `${runPagePath(run)}/trajectories/${id}/question`;
export const questionsPagePath = (run: string, status: TQuestionStatus) =>
  `${runPagePath(run)}/questions?status=${status}`;

export const questionQueries = {
  timeline: (run: string, id: string) =>
    queryOptions({
      queryKey: questionKeys.timeline(run, id),
      queryFn: ({ signal }) =>
        fetchJson<TQuestionTimeline>(`${runApiPath(run)}/trajectories/${id}/question`, { signal }),
    }),
  statuses: (run: string, status: TQuestionStatus) =>
    queryOptions({
      queryKey: questionKeys.statuses(run, status),
      queryFn: ({ signal }) =>
        fetchJson<TQuestionStatusReport>(`${runApiPath(run)}/questions?status=${status}`, { signal }),
    }),
};
