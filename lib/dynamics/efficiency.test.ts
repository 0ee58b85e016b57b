import { describe, expect, it } from "vitest";
import type { TAggregateRow } from "@/lib/charts";
import { assembleEfficiency, pooledSteps } from "./efficiency";
import type { TEfficiencyQuery } from "./params";

const row = (step: number, name: string, dataset: string | null, count: number, mean: number): TAggregateRow => ({
  step,
  name,
  dataset,
  count,
  mean,
  min: mean - 1,
  max: mean + 1,
  p50: mean,
  p90: mean + 0.5,
});
const query: TEfficiencyQuery = { dataset: null, smoothing: 0, zoom: { from: null, to: null }, band: "minmax" };
const series = [0, 1, 2].flatMap((step) => [
  row(step, "turns/success", null, 4, 2 + step),
  row(step, "turns/failure", null, 4, 3 + step),
  row(step, "searches", null, 8, 1.5),
]);
const pooled = [
  row(0, "iterations/success/1", "nq", 6, 1),
  row(0, "iterations/success/2", "nq", 2, 2),
  row(0, "iterations/failure/3+", "nq", 3, 4),
  row(0, "iterations/failure/0", "nq", 1, 0),
  row(0, "turns/success", "nq", 8, 2.25),
  row(0, "turns/failure", "nq", 4, 5),
];
const logged = [0, 1, 2].map((step) => ({ step, name: "env/number_of_valid_search", value: 1.4 }));

describe("the efficiency charts (Search-P1 Figure 6, Table 7)", () => {
  it("draws turns by outcome, each series opening its own outcome's trajectories", () => {
    const charts = assembleEfficiency({ run: "r", series, pooled, logged, query });
    expect(charts.turns.series.map((s) => [s.name, s.link])).toEqual([
      ["success", { run: "r", outcome: "correct" }],
      ["failure", { run: "r", outcome: "incorrect" }],
    ]);
    expect(charts.turns.rows.map((r) => [r.x, r.value.s0, r.value.s1, r.band.s0])).toEqual([
      [0, 2, 3, [1, 3]],
      [1, 3, 4, [2, 4]],
      [2, 4, 5, [3, 5]],
    ]);
    expect(charts.steps).toEqual([2, 2]);
  });

  it("adds the trainer's logged searches only to the unfiltered chart", () => {
    const all = assembleEfficiency({ run: "r", series, pooled, logged, query });
    expect(all.searches.series.map((s) => s.name)).toEqual([
      "searches (trajectories)",
      "env/number_of_valid_search (logged)",
    ]);
    const nq = assembleEfficiency({ run: "r", series, pooled, logged, query: { ...query, dataset: "nq" } });
    expect(nq.searches.series.map((s) => s.name)).toEqual(["searches (trajectories)"]);
  });

  it("pools Table 7 and the turns per dataset type from the summed rows", () => {
    const charts = assembleEfficiency({ run: "r", series, pooled, logged, query });
    expect(charts.iterations).toEqual([
      {
        group: "nq",
        success: { counts: { "1": 6, "2": 2, "3+": 0 }, shares: { "1": 0.75, "2": 0.25, "3+": 0 }, noSearch: 0 },
        failure: { counts: { "1": 0, "2": 0, "3+": 3 }, shares: { "1": 0, "2": 0, "3+": 1 }, noSearch: 1 },
      },
    ]);
    expect(charts.turnsByType).toEqual([
      { group: "General QA", success: 2.25, failure: 5, successCount: 8, failureCount: 4 },
    ]);
  });
});

describe("the steps Figure 6b and Table 7 pool", () => {
  const steps = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => row(from + i, "searches", null, 1, 1));
  it("are the last tenth of the run by default, the trained model", () => {
    expect(pooledSteps(steps(1, 300), query)).toEqual([271, 300]);
    expect(pooledSteps(steps(0, 4999), query)).toEqual([4500, 4999]);
    expect(pooledSteps(steps(5, 5), query)).toEqual([5, 5]);
    expect(pooledSteps([], query)).toBeNull();
  });

  it("are the zoom when there is one, in whole steps", () => {
    expect(pooledSteps(steps(1, 300), { ...query, zoom: { from: 10.5, to: null } })).toEqual([11, 300]);
    expect(pooledSteps(steps(1, 300), { ...query, zoom: { from: null, to: 20 } })).toEqual([1, 20]);
  });
});
