import "server-only";
import { getReadDb } from "@/lib/db/read-db";
import type { TChartQuery, TEfficiencyQuery } from "@/lib/dynamics/params";
import { dynamicsQueries } from "@/lib/dynamics/queries";
import { resolvedBy } from "@/lib/http/resolved-by";
import { findRun, type TRunInput } from "@/lib/runs/server/queries";
import { getEfficiencyCharts, getMetricCatalog, getMetricChart, listRunNames } from "./charts";

// One resolver per run chart key of lib/dynamics/queries.ts (the ablation key's resolver is in
// lib/ablation/server/queries.ts). The chart endpoints and the dynamics page call the same one.

export const resolveMetricCatalog = async ({ run }: TRunInput) =>
  getMetricCatalog(await getReadDb(), (await findRun(run)).id);

export const resolveMetricChart = async ({ run, query }: TRunInput & { query: TChartQuery }) =>
  getMetricChart(await getReadDb(), await findRun(run), query);

export const resolveEfficiency = async ({ run, query }: TRunInput & { query: TEfficiencyQuery }) =>
  getEfficiencyCharts(await getReadDb(), await findRun(run), query);

/** Every run's name: the dynamics page hands them to its overlay picker as props (no query key). */
export const resolveRunNames = async () => listRunNames(await getReadDb());

export const dynamicsServerQueries = {
  catalog: (run: string) => resolvedBy(dynamicsQueries.catalog(run), () => resolveMetricCatalog({ run })),
  chart: (run: string, query: TChartQuery) =>
    resolvedBy(dynamicsQueries.chart(run, query), () => resolveMetricChart({ run, query })),
  efficiency: (run: string, query: TEfficiencyQuery) =>
    resolvedBy(dynamicsQueries.efficiency(run, query), () => resolveEfficiency({ run, query })),
};
