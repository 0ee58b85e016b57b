import { queryOptions } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import { compareQueryString } from "./params";
import { DEFAULT_COMPARE_STATE, resolveCompare, type TCompareState } from "./state";
import type { TCompareCurves, TCompareDiff, TCompareScores, TSnapshotSummary } from "./types";

// The one place comparison query keys are made. Each part is keyed by the canonical query string
// of only the state it depends on, so changing the curve refetches no table and opening a question
// refetches nothing but its two trajectories (read through the browse queries).

/** The part of the state each endpoint reads; everything else at its default. */
export const partStates = {
  // The paired tests need the metric, the baseline and the correctness; the tables are built from
  // the same response, so one key serves both.
  scores: (s: TCompareState): TCompareState => ({
    ...DEFAULT_COMPARE_STATE,
    runs: s.runs,
    baseline: resolveCompare(s)?.baseline ?? s.baseline,
    metric: s.metric,
    correct: s.correct,
    datasets: s.datasets,
    splits: s.splits,
    step: s.step,
    scope: s.scope,
  }),
  curves: (s: TCompareState): TCompareState => ({
    ...DEFAULT_COMPARE_STATE,
    runs: s.runs,
    curve: resolveCompare(s)?.curve ?? null,
    smooth: s.smooth,
    datasets: s.datasets,
    step: s.step,
  }),
  // The endpoint compares its first run (A) with its second (B).
  diff: (s: TCompareState): TCompareState => {
    const resolved = resolveCompare(s);
    return {
      ...DEFAULT_COMPARE_STATE,
      runs: resolved ? [resolved.a, resolved.b] : s.runs,
      correct: s.correct,
      datasets: s.datasets,
      splits: s.splits,
      step: s.step,
      scope: s.scope,
    };
  },
};

const part = (name: keyof typeof partStates, s: TCompareState) => compareQueryString(partStates[name](s));

export const compareKeys = {
  all: ["compare"] as const,
  scores: (s: TCompareState) => [...compareKeys.all, "scores", part("scores", s)] as const,
  curves: (s: TCompareState) => [...compareKeys.all, "curves", part("curves", s)] as const,
  diff: (s: TCompareState) => [...compareKeys.all, "diff", part("diff", s)] as const,
};

export const compareApiPath = (name: keyof typeof partStates, s: TCompareState) =>
  `/api/compare/${name}${part(name, s)}`;

export const compareQueries = {
  scores: (s: TCompareState) =>
    queryOptions({
      queryKey: compareKeys.scores(s),
      queryFn: ({ signal }) => fetchJson<TCompareScores>(compareApiPath("scores", s), { signal }),
    }),
  curves: (s: TCompareState) =>
    queryOptions({
      queryKey: compareKeys.curves(s),
      queryFn: ({ signal }) => fetchJson<TCompareCurves | null>(compareApiPath("curves", s), { signal }),
    }),
  diff: (s: TCompareState) =>
    queryOptions({
      queryKey: compareKeys.diff(s),
      queryFn: ({ signal }) => fetchJson<TCompareDiff | null>(compareApiPath("diff", s), { signal }),
    }),
};

export const comparePagePath = (s: TCompareState) => `/compare${compareQueryString(s)}`;

export const snapshotKeys = {
  all: ["snapshots"] as const,
  list: () => [...snapshotKeys.all, "list"] as const,
};

export const snapshotQueries = {
  list: () =>
    queryOptions({
      queryKey: snapshotKeys.list(),
      queryFn: ({ signal }) =>
        fetchJson<{ snapshots: TSnapshotSummary[] }>("/api/snapshots", { signal }).then((r) => r.snapshots),
    }),
};
