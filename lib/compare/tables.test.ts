import { describe, expect, it } from "vitest";
import { buildCompareTables, MAX_COMPONENT_COLUMNS } from "./tables";
import type { TScoreRow } from "./types";

const row = (run: string, dataset: string, em: number, reward = em): TScoreRow => ({
  run,
  dataset,
  trajectories: 10,
  em,
  f1: em,
  acc: em,
  reward,
  searches: 1,
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

  it("compares reward components as columns, the most widely logged ones when there are many", () => {
    const components = Array.from({ length: MAX_COMPONENT_COLUMNS + 2 }, (_, i) => ({
      run: "base",
      component: `c${String(i).padStart(2, "0")}`,
      mean: i / 100,
      trajectories: i,
    }));
    const tables = buildCompareTables({ runs, rows, components }, { metric: "em", baseline: "base" });
    expect(tables.components?.columns).toHaveLength(MAX_COMPONENT_COLUMNS);
    expect(tables.components?.columns[0]?.key).toBe("c02");
    expect(
      buildCompareTables({ runs, rows, components: [] }, { metric: "em", baseline: "base" }).components,
    ).toBeNull();
  });
});
