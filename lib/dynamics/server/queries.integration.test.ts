import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getAblationsRoute } from "@/app/api/ablations/route";
import { GET as getEfficiencyRoute } from "@/app/api/runs/[runId]/charts/efficiency/route";
import { GET as getCatalogRoute } from "@/app/api/runs/[runId]/charts/metrics/route";
import { GET as getChartRoute } from "@/app/api/runs/[runId]/charts/route";
import { ablationServerQueries } from "@/lib/ablation/server/queries";
import { runApiPath } from "@/lib/browse/queries";
import { setProcessDb } from "@/lib/db/client";
import { ablationQueryString, parseAblationParams } from "@/lib/dynamics/ablation-params";
import { chartQueryString, parseDynamicsParams } from "@/lib/dynamics/params";
import { ingestDemoFamily } from "@/lib/ingest/server/demo";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { asJson, callRoute, codeOf } from "@/test/resolvers";
import { dynamicsServerQueries, resolveMetricCatalog, resolveRunNames } from "./queries";

const RUNS = ["demo-search-r1", "demo-search-p1"];
const RUN = "demo-search-p1";

// The dynamics and ablations pages prefetch what their endpoints answer, key by key.
describe.each(DATABASE_KINDS)("dynamics and ablation resolvers on %s", (kind) => {
  let test: TTestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    setProcessDb(test.db);
    await ingestDemoFamily(test.db, { steps: 4, perStep: 2, evalQuestions: 3, valEvery: 2, runs: RUNS });
  }, 180_000);
  afterAll(() => test.dispose());

  it("offers the run's datasets and steps as SQL finds them in step_stats", async () => {
    const [range] = await test.db.sql.query<{ lo: number; hi: number }>(
      `SELECT min(s.training_step) AS lo, max(s.training_step) AS hi FROM step_stats s JOIN runs r ON r.id = s.run_id
       WHERE r.name = $1`,
      [RUN],
    );
    expect((await resolveMetricCatalog({ run: RUN })).steps).toEqual([range!.lo, range!.hi]);
    expect(await resolveRunNames()).toEqual([...RUNS].sort());
    expect(await codeOf(resolveMetricCatalog({ run: "no such run" }))).toBe("run_not_found");
  });

  it("prefetches the catalog, a chart, the efficiency charts and the ablation report the endpoints answer", async () => {
    const client = new QueryClient();
    const params = { runId: RUN };
    const catalog = await client.fetchQuery(dynamicsServerQueries.catalog(RUN));
    expect((await callRoute(getCatalogRoute, `${runApiPath(RUN)}/charts/metrics`, params)).body).toEqual(
      asJson(catalog),
    );
    const { metrics: _metrics, ...rest } = parseDynamicsParams({}).state;
    const chart = { ...rest, metric: "em" };
    const chartAnswer = await callRoute(getChartRoute, `${runApiPath(RUN)}/charts?${chartQueryString(chart)}`, params);
    expect(chartAnswer.status).toBe(200);
    expect(chartAnswer.body).toEqual(asJson(await client.fetchQuery(dynamicsServerQueries.chart(RUN, chart))));
    const efficiency = { dataset: rest.dataset, smoothing: rest.smoothing, zoom: rest.zoom, band: rest.band };
    const path = `${runApiPath(RUN)}/charts/efficiency?${chartQueryString(efficiency)}`;
    expect((await callRoute(getEfficiencyRoute, path, params)).body).toEqual(
      asJson(await client.fetchQuery(dynamicsServerQueries.efficiency(RUN, efficiency))),
    );
    const { state } = parseAblationParams({ study: "search-p1" });
    const report = await callRoute(getAblationsRoute, `/api/ablations${ablationQueryString(state)}`);
    expect(report.status).toBe(200);
    expect(report.body).toEqual(asJson(await client.fetchQuery(ablationServerQueries.report(state))));
  });
});
