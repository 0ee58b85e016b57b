import { describe, expect, it } from "vitest";
import { buildAblationTable, formatDelta, type TScoreCell } from "./table";

// Search-P1 Table 8 (Qwen2.5-7B, ACC %), stored as fractions the way trajscope stores accuracy.
const DATASETS = ["nq", "triviaqa", "popqa", "hotpotqa", "2wikimultihopqa", "musique", "bamboogle"];
const TABLE_8: Record<string, number[]> = {
  full: [56.6, 78.6, 47.5, 42.9, 39.8, 21.8, 44.0],
  "w/o-reference": [50.8, 73.0, 43.2, 37.5, 34.0, 16.8, 39.5],
  "w/o-self-consistency": [53.0, 75.5, 44.8, 39.8, 37.2, 19.2, 40.2],
  "search-r1": [42.9, 62.3, 42.7, 38.6, 34.6, 16.2, 40.0],
};
const cells: TScoreCell[] = Object.entries(TABLE_8).flatMap(([variant, values]) =>
  values.map((v, i) => ({ variant, dataset: DATASETS[i]!, value: v / 100 })),
);

describe("buildAblationTable", () => {
  const table = buildAblationTable(cells, { baseline: "search-r1" });

  it("has the papers' columns and the macro average (Table 8's Avg.)", () => {
    expect(table.columns.map((c) => c.label)).toEqual([
      "NQ",
      "TriviaQA",
      "PopQA",
      "HotpotQA",
      "2Wiki",
      "MuSiQue",
      "Bamboogle",
      "Avg.",
    ]);
    expect(table.rows.map((r) => r.cells.at(-1)?.text)).toEqual(["47.3", "42.1", "44.2", "39.6"]);
  });

  it("bolds the best and underlines the second best per column", () => {
    const marks = table.rows.map((r) => r.cells.map((c) => c.emphasis));
    expect(marks[0]!.every((m) => m === "best")).toBe(true);
    expect(marks[2]!.every((m) => m === "second")).toBe(true);
    expect(marks[3]!.every((m) => m === null)).toBe(true);
  });

  it("gives deltas to the baseline from the shown numbers", () => {
    expect(table.rows[0]?.cells[0]).toMatchObject({ text: "56.6", delta: 13.7, deltaText: "+13.7" });
    expect(table.rows[1]?.cells[4]).toMatchObject({ delta: -0.6, deltaText: "−0.6" });
    expect(table.rows[3]?.isBaseline).toBe(true);
    expect(table.rows[3]?.cells[0]?.delta).toBeNull();
  });

  it("ranks ties densely at the shown precision", () => {
    const tied = buildAblationTable(
      [
        { variant: "a", dataset: "nq", value: 0.4241 },
        { variant: "b", dataset: "nq", value: 0.4239 }, // both show 42.4
        { variant: "c", dataset: "nq", value: 0.41 },
        { variant: "d", dataset: "nq", value: 0.41 },
        { variant: "e", dataset: "nq", value: 0.3 },
      ],
      { average: false },
    );
    expect(tied.rows.map((r) => r.cells[0]?.emphasis)).toEqual(["best", "best", "second", "second", null]);
  });

  it("can rank lower-is-better metrics", () => {
    const t = buildAblationTable(
      [
        { variant: "a", dataset: "nq", value: 2.5 },
        { variant: "b", dataset: "nq", value: 1.75 },
      ],
      { scale: 1, decimals: 2, higherIsBetter: false, average: false, metric: "searches" },
    );
    expect(t.rows.map((r) => r.cells[0]?.emphasis)).toEqual(["second", "best"]);
  });

  it("averages seeds, leaves a missing cell and its average empty, marks nothing alone", () => {
    const t = buildAblationTable([
      { variant: "a", dataset: "nq", value: 0.5 },
      { variant: "a", dataset: "nq", value: 0.6 },
      { variant: "a", dataset: "hotpotqa", value: null },
      { variant: "b", dataset: "hotpotqa", value: 0.2 },
    ]);
    expect(t.rows[0]?.cells.map((c) => c.text)).toEqual(["55.0", "—", "—"]);
    expect(t.rows[1]?.cells.map((c) => c.text)).toEqual(["—", "20.0", "—"]);
    expect(t.rows.flatMap((r) => r.cells.map((c) => c.emphasis)).every((m) => m === null)).toBe(true);
  });
});

describe("formatDelta", () => {
  it.each([
    [1.2, "+1.2"],
    [-0.04, "0.0"],
    [-3, "−3.0"],
  ])("%s → %s", (delta, text) => {
    expect(formatDelta(delta, 1)).toBe(text);
  });

  it("sums n over seeds per cell, leaves it null without n and for Avg.", () => {
    const seeded = buildAblationTable(
      [
        { variant: "a", dataset: "nq", value: 0.5, n: 100 },
        { variant: "a", dataset: "nq", value: 0.7, n: 42 },
        { variant: "a", dataset: "nq", value: null, n: 9 },
        { variant: "b", dataset: "nq", value: 0.4 },
      ],
      {},
    );
    expect(seeded.rows.map((r) => r.cells.map((c) => c.n))).toEqual([
      [142, null],
      [null, null],
    ]);
  });
});
