import { describe, expect, it } from "vitest";
import { buildCompareTables } from "./tables";
import type { TScoreRow } from "./types";

const row = (run: string, dataset: string, em: number, reward = em): TScoreRow => ({
  run,
  dataset,
  trajectories: 10,
  em,
  f1: em,
  acc: em,
  correct: em,
  reward,
  searches: 1,
  n: { em: 10, f1: 10, acc: 10, correct: 9, reward: 10 },
});
const runs = ["base", "ours", "ablated"].map((name) => ({ name, method: null, model: null }));
const rows = [
  row("base", "nq", 0.4),
  row("base", "hotpotqa", 0.3),
  row("ours", "nq", 0.5),
  row("ours", "hotpotqa", 0.35),
  row("ablated", "nq", 0.45),
];

describe("the comparison's tables", () => {
  it("puts datasets as columns in the papers' order with the macro average, runs in the URL's order", () => {
    const { table } = buildCompareTables({ runs, rows, components: [] }, { metric: "em", baseline: "base" });
    expect(table.columns.map((c) => c.label)).toEqual(["NQ", "HotpotQA", "Avg."]);
    expect(table.rows.map((r) => r.variant)).toEqual(["base", "ours", "ablated"]);
    expect(table.rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ["40.0", "30.0", "35.0"],
      ["50.0", "35.0", "42.5"],
      ["45.0", "—", "—"],
    ]);
  });

  it("marks best and second per column and gives deltas to the chosen baseline", () => {
    const { table } = buildCompareTables({ runs, rows, components: [] }, { metric: "em", baseline: "ours" });
    expect(table.rows.map((r) => r.cells[0]!.emphasis)).toEqual([null, "best", "second"]);
    expect(table.rows.map((r) => r.cells[0]!.deltaText)).toEqual(["−10.0", null, "−5.0"]);
    expect(table.baseline).toBe("ours");
  });

  it("prints the reward unscaled with three decimals", () => {
    const { table } = buildCompareTables(
      { runs, rows: [row("base", "nq", 0, 0.1234)], components: [] },
      { metric: "reward", baseline: "base" },
    );
    expect(table.rows[0]!.cells[0]!.text).toBe("0.123");
  });

  it("compares every reward component as a column (none dropped), or the ones picked", () => {
    const components = Array.from({ length: 14 }, (_, i) => ({
      run: "base",
      component: `c${String(i).padStart(2, "0")}`,
      mean: i / 100,
      trajectories: i + 1,
    }));
    const tables = buildCompareTables({ runs, rows, components }, { metric: "em", baseline: "base" });
    expect(tables.components?.columns).toHaveLength(14);
    expect(tables.components?.rows[0]?.cells.map((c) => c.n)).toEqual(components.map((c) => c.trajectories));
    const picked = buildCompareTables(
      { runs, rows, components },
      { metric: "em", baseline: "base", components: ["c13", "c01"] },
    );
    expect(picked.components?.columns.map((c) => c.key)).toEqual(["c01", "c13"]);
    expect(
      buildCompareTables({ runs, rows, components: [] }, { metric: "em", baseline: "base" }).components,
    ).toBeNull();
  });

  it("gives each cell its n and places the tests of the current metric and baseline", () => {
    const significance = {
      test: "mcnemar",
      method: "exact",
      n: 8,
      b: 3,
      c: 0,
      pValue: 0.25,
      isSignificant: false,
    } as const;
    const scores = {
      runs,
      rows,
      components: [],
      metric: "correct" as const,
      baseline: "base",
      tests: [{ run: "ours", dataset: "hotpotqa", significance }],
    };
    const tables = buildCompareTables(scores, { metric: "correct", baseline: "base" });
    expect(tables.table.rows[0]!.cells.map((c) => c.n)).toEqual([9, 9, null]);
    expect(tables.significance?.[1]).toEqual([null, significance, null]);
    expect(buildCompareTables(scores, { metric: "em", baseline: "base" }).significance?.[1]).toEqual([
      null,
      null,
      null,
    ]);
  });
});
