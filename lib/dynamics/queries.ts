import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { runApiPath } from "@/lib/browse/queries";
import { fetchJson } from "@/lib/http/fetch-json";
import { ablationQueryString, type TAblationState } from "./ablation-params";
import type { TAblationReport } from "./ablation-types";
import { chartQueryString, type TChartQuery, type TEfficiencyQuery } from "./params";
import type { TEfficiencyCharts, TMetricCatalog, TMetricChart } from "./types";

// The one place dynamics and ablation query keys are made: server pages prefetch under these keys
// (calling lib/db directly) and client components read the same keys through the endpoints.
// A request's canonical query string is its identity in the key: equal states, equal keys.

export const dynamicsKeys = {
  run: (run: string) => ["runs", "by-name", run, "charts"] as const,
  catalog: (run: string) => [...dynamicsKeys.run(run), "catalog"] as const,
  chart: (run: string, query: TChartQuery) => [...dynamicsKeys.run(run), "metric", chartQueryString(query)] as const,
  efficiency: (run: string, query: TEfficiencyQuery) =>
    [...dynamicsKeys.run(run), "efficiency", chartQueryString(query)] as const,
  ablations: (state: TAblationState) => ["ablations", ablationQueryString(state)] as const,
};

export const dynamicsQueries = {
  catalog: (run: string) =>
    queryOptions({
      queryKey: dynamicsKeys.catalog(run),
      queryFn: ({ signal }) => fetchJson<TMetricCatalog>(`${runApiPath(run)}/charts/metrics`, { signal }),
    }),
  // While a new zoom or smoothing loads, the previous chart stays (no flash of a skeleton).
  chart: (run: string, query: TChartQuery) =>
    queryOptions({
      queryKey: dynamicsKeys.chart(run, query),
      queryFn: ({ signal }) =>
        fetchJson<TMetricChart>(`${runApiPath(run)}/charts?${chartQueryString(query)}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  efficiency: (run: string, query: TEfficiencyQuery) =>
    queryOptions({
      queryKey: dynamicsKeys.efficiency(run, query),
      queryFn: ({ signal }) =>
        fetchJson<TEfficiencyCharts>(`${runApiPath(run)}/charts/efficiency?${chartQueryString(query)}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  ablations: (state: TAblationState) =>
    queryOptions({
      queryKey: dynamicsKeys.ablations(state),
      queryFn: ({ signal }) => fetchJson<TAblationReport>(`/api/ablations${ablationQueryString(state)}`, { signal }),
      placeholderData: keepPreviousData,
    }),
};
