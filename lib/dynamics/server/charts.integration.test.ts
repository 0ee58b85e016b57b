import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingestDemoFamily } from "@/lib/ingest/server/demo";
import { ZChartQuery, ZEfficiencyQuery } from "@/lib/dynamics/params";
import { DATABASE_KINDS, openTestDatabase, type TTestDatabase } from "@/test/databases";
import { getAblationReport } from "@/lib/ablation/server/ablations";
import { getEfficiencyCharts, getMetricCatalog, getMetricChart, listRunNames } from "./charts";
import { getRunByName } from "@/lib/runs/server/run-overview";

// A small demo family: 12 steps × 2 trajectories, an evaluation of 17 NQ + 5 HotpotQA + 125 Bamboogle.
const RUNS = ["demo-search-r1", "demo-search-p1", "demo-search-p1-wo-reference"];

describe.each(DATABASE_KINDS)("charts and ablations read from %s", (kind) => {
  let test: TTestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await ingestDemoFamily(test.db, { steps: 12, perStep: 2, evalQuestions: 5, valEvery: 4, runs: RUNS });
  }, 180_000);
  afterAll(() => test.dispose());

  const run = async (name: string) => (await getRunByName(test.db, name))!;

  it("offer the run's metrics, datasets and steps", async () => {
    const catalog = await getMetricCatalog(test.db, (await run("demo-search-p1")).id);
    expect(catalog.stats).toEqual(expect.arrayContaining(["em", "reward", "turns/success", "component:path"]));
    expect(catalog.logged).toEqual(expect.arrayContaining(["critic/score/mean", "val/test_score/nq"]));
    expect(catalog.datasets).toEqual(["bamboogle", "hotpotqa", "nq"]);
    expect(catalog.steps).toEqual([1, 12]);
    expect(await listRunNames(test.db)).toEqual([...RUNS].sort());
  });

  it("overlay runs on one metric without bands, draw one run's confidence band, and zoom", async () => {
    const query = ZChartQuery.parse({ metric: "reward", runs: "demo-search-r1,gone", smooth: "0", bin: "1" });
    const chart = await getMetricChart(test.db, await run("demo-search-p1"), query);
    expect(chart.series.map((s) => s.name)).toEqual(["demo-search-p1", "demo-search-r1"]);
    expect(chart.missing).toEqual(["gone"]);
    expect(chart.rows.map((r) => r.x)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(chart.rows.every((r) => r.band.s0 === null && r.band.s1 === null)).toBe(true);
    const alone = await getMetricChart(test.db, await run("demo-search-p1"), { ...query, runs: [] });
    expect(alone.band).toBe("ci95");
    for (const row of alone.rows) {
      const [lo, hi] = row.band.s0!;
      expect(lo).toBeLessThanOrEqual(row.value.s0!);
      expect(hi).toBeGreaterThanOrEqual(row.value.s0!);
    }
    const zoomed = await getMetricChart(test.db, await run("demo-search-p1"), { ...query, zoom: { from: 3, to: 5 } });
    expect(zoomed.rows.map((r) => r.x)).toEqual([3, 4, 5]);
    const logged = await getMetricChart(
      test.db,
      await run("demo-search-p1"),
      ZChartQuery.parse({ metric: "log:val/test_score/nq" }),
    );
    expect(logged.rows.map((r) => r.x)).toEqual([0, 4, 8, 12]);
    expect(logged.band).toBe("envelope");
  });

  it("assemble the efficiency charts from step_stats", async () => {
    const charts = await getEfficiencyCharts(test.db, await run("demo-search-p1"), ZEfficiencyQuery.parse({}));
    expect(charts.turns.series.map((s) => s.name)).toEqual(["success", "failure"]);
    expect(charts.searches.series).toHaveLength(2);
    expect(charts.iterations.map((r) => r.group)).toEqual(["nq", "hotpotqa", "bamboogle", "all"]);
    expect(charts.turnsByType.map((b) => b.group)).toEqual(["General QA", "Multi-Hop QA"]);
  });

  it("pool Table 7's search counts over the pooled steps as the trajectories hold them", async () => {
    const demo = await run("demo-search-p1");
    for (const zoom of [{}, { from: "3", to: "9" }, { from: "12" }]) {
      const charts = await getEfficiencyCharts(test.db, demo, ZEfficiencyQuery.parse(zoom));
      const shown = charts.iterations.flatMap(({ group, ...outcomes }) =>
        (["success", "failure"] as const).flatMap((outcome) => [
          `${group} ${outcome} 0: ${outcomes[outcome].noSearch}`,
          ...(["1", "2", "3+"] as const).map((b) => `${group} ${outcome} ${b}: ${outcomes[outcome].counts[b]}`),
        ]),
      );
      const counted = await test.db.sql.query<{ line: string }>(
        `WITH t AS (
           SELECT dataset, CASE WHEN em >= 1 THEN 'success' ELSE 'failure' END AS outcome,
                  CASE WHEN search_count >= 3 THEN '3+' ELSE search_count::text END AS bucket
           FROM trajectories WHERE run_id = $1 AND em IS NOT NULL AND training_step BETWEEN $2 AND $3),
         groups AS (SELECT DISTINCT dataset AS g FROM t UNION ALL SELECT 'all'),
         cells AS (SELECT g, o, b FROM groups, unnest('{success,failure}'::text[]) o, unnest('{0,1,2,3+}'::text[]) b)
         SELECT g || ' ' || o || ' ' || b || ': ' || count(t.*) AS line
         FROM cells LEFT JOIN t ON t.outcome = o AND t.bucket = b AND (g = 'all' OR t.dataset = g)
         GROUP BY g, o, b`,
        [demo.id, ...charts.steps!],
      );
      expect(shown.sort()).toEqual(counted.map((r) => r.line).sort());
    }
  });

  it("score each run of a study on its evaluation split and test deltas on shared questions", async () => {
    const report = await getAblationReport(test.db, {
      study: "search-p1",
      metric: "em",
      correct: "em",
      baseline: "search-r1",
      test: "auto",
      param: null,
    });
    expect(report.studies.map((s) => s.study)).toEqual(["hiprag", "search-p1", "search-p1-lambda-p"]);
    expect(report.table?.rows.map((r) => r.variant)).toEqual(["search-r1", "full", "w/o-reference"]);
    expect(report.evaluation.map((e) => [e.run, e.kind, e.split, e.step, e.trajectories])).toEqual(
      RUNS.map((name) => [name, "evaluation split", "test", 12, 147]),
    );
    const full = report.significance[1]!;
    expect(full.slice(0, 3).map((s) => s?.test)).toEqual(["mcnemar", "mcnemar", "mcnemar"]);
    expect(full.slice(0, 3).map((s) => s?.n)).toEqual([17, 5, 125]);
    const logged = await getAblationReport(test.db, { ...report, study: "search-p1", metric: "val", param: null });
    expect(logged.table?.columns).toHaveLength(8);
    expect(logged.significance.flat().every((s) => s === null)).toBe(true);
  });
});
