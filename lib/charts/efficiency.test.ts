import { describe, expect, it } from "vitest";
import { iterationTable, searchesSeries, turnsByOutcomeBars, turnsByOutcomeSeries } from "./efficiency";
import type { TAggregateRow } from "./types";

const row = (
  step: number,
  name: string,
  dataset: string | null,
  count: number,
  mean: number | null = null,
): TAggregateRow => ({
  step,
  name,
  dataset,
  count,
  mean,
  min: null,
  max: null,
  p50: null,
  p90: null,
});

describe("turns by outcome", () => {
  const rows = [
    row(1, "turns/success", null, 3, 2),
    row(1, "turns/failure", null, 5, 3.4),
    row(2, "turns/success", null, 1, 3),
    row(2, "turns/failure", null, 0, null),
  ];

  it("gives one series per outcome, with an empty group as a gap", () => {
    const [success, failure] = turnsByOutcomeSeries(rows);
    expect(success?.points).toEqual([
      { x: 1, y: 2 },
      { x: 2, y: 3 },
    ]);
    expect(failure?.points).toEqual([
      { x: 1, y: 3.4 },
      { x: 2, y: null },
    ]);
  });

  it("pools means over steps weighted by count (Σ mean·count / Σ count)", () => {
    const rowsByDataset = [
      row(1, "turns/success", "nq", 3, 2),
      row(2, "turns/success", "nq", 1, 3),
      row(1, "turns/failure", "hotpotqa", 2, 4),
      row(9, "turns/failure", "hotpotqa", 2, 100), // outside the steps asked for
    ];
    expect(turnsByOutcomeBars(rowsByDataset, { steps: [1, 5] })).toEqual([
      { group: "General QA", success: 2.25, failure: null, successCount: 4, failureCount: 0 },
      { group: "Multi-Hop QA", success: null, failure: 4, successCount: 0, failureCount: 2 },
    ]);
  });
});

describe("iterationTable (Search-P1 Table 7)", () => {
  it("gives shares of 1 / 2 / 3+ among the cases that searched", () => {
    const rows = [
      row(1, "iterations/success/1", "nq", 4),
      row(2, "iterations/success/1", "nq", 2),
      row(1, "iterations/success/2", "nq", 3),
      row(1, "iterations/success/3+", "nq", 1),
      row(1, "iterations/success/0", "nq", 5),
      row(1, "iterations/failure/3+", "hotpotqa", 2),
    ];
    const [nq, hotpot] = iterationTable(rows);
    expect(nq?.group).toBe("nq");
    expect(nq?.success.counts).toEqual({ "1": 6, "2": 3, "3+": 1 });
    expect(nq?.success.shares).toEqual({ "1": 0.6, "2": 0.3, "3+": 0.1 });
    expect(nq?.success.noSearch).toBe(5);
    expect(nq?.failure.shares).toEqual({ "1": null, "2": null, "3+": null });
    expect(hotpot?.failure.shares["3+"]).toBe(1);
  });

  it("orders datasets as the papers do, the pooled row last", () => {
    const rows = ["all", "bamboogle", "nq", "hotpotqa"].map((d) =>
      row(1, "iterations/success/1", d === "all" ? null : d, 1),
    );
    expect(iterationTable(rows).map((r) => r.group)).toEqual(["nq", "hotpotqa", "bamboogle", "all"]);
  });
});

describe("searchesSeries", () => {
  it("adds the logged figure only when all datasets are pooled", () => {
    const rows = [row(1, "searches", null, 8, 2.5), row(1, "searches", "nq", 4, 1.5)];
    const logged = [{ step: 1, name: "env/number_of_valid_search", value: 2.4 }];
    expect(searchesSeries(rows, logged).map((s) => s.points)).toEqual([[{ x: 1, y: 2.5 }], [{ x: 1, y: 2.4 }]]);
    expect(searchesSeries(rows, logged, "nq")).toHaveLength(1);
  });
});
