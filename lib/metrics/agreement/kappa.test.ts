import { describe, expect, it } from "vitest";
import { agreementOf, cohenKappa } from "./kappa";
import type { TLabelPair } from "./confusion";

// Expected κ: hand-computed (p_o − p_e)/(1 − p_e), and equal to sklearn's cohen_kappa_score formula
// replayed with numpy (sklearn itself is not installed here). The "sklearn test" rows are the tables
// behind sklearn's own test_cohen_kappa (0.348, 0.8013, 0.9315 asserted there).
describe("cohenKappa against hand-computed tables", () => {
  it.each([
    {
      name: "Wikipedia, 50 proposals: p_o = 0.7, p_e = 0.5",
      matrix: [
        [20, 5],
        [10, 15],
      ],
      kappa: 0.4,
    },
    {
      name: "Wikipedia, same p_o, unbalanced: p_o = 0.6, p_e = 0.54",
      matrix: [
        [45, 15],
        [25, 15],
      ],
      kappa: 0.06 / 0.46, // 0.13043478260869568
    },
    {
      name: "Wikipedia, same p_o, opposite margins: p_e = 0.46",
      matrix: [
        [25, 35],
        [5, 35],
      ],
      kappa: 0.14 / 0.54, // 0.2592592592592593
    },
    {
      name: "sklearn test, binary: p_o = 0.7, p_e = 0.54",
      matrix: [
        [20, 20],
        [10, 50],
      ],
      kappa: 0.34782608695652173,
    },
    {
      name: "sklearn test, 3 categories: p_o = 0.88, p_e = 0.396",
      matrix: [
        [46, 0, 0],
        [6, 32, 6],
        [0, 0, 10],
      ],
      kappa: 0.8013245033112583,
    },
    {
      name: "sklearn test, 3 categories: p_o = 0.96, p_e = 0.416",
      matrix: [
        [46, 0, 0],
        [4, 40, 0],
        [0, 0, 10],
      ],
      kappa: 0.9315068493150684,
    },
    {
      name: "4 categories, numpy replay of sklearn",
      matrix: [
        [12, 2, 1, 0],
        [3, 9, 2, 1],
        [0, 2, 7, 3],
        [1, 0, 2, 5],
      ],
      kappa: 0.5402920497566253,
    },
    {
      name: "always opposed: κ = −1",
      matrix: [
        [0, 5],
        [5, 0],
      ],
      kappa: -1,
    },
    {
      name: "one source always says the same: κ = 0",
      matrix: [
        [5, 5],
        [0, 0],
      ],
      kappa: 0,
    },
  ])("$name", ({ matrix, kappa }) => {
    expect(cohenKappa(matrix)).toBeCloseTo(kappa, 14);
    // κ is symmetric in the two sources (sklearn's docstring): transposing changes nothing.
    const transposed = matrix.map((_, j) => matrix.map((row) => row[j] as number));
    expect(cohenKappa(transposed)).toBeCloseTo(kappa, 14);
  });

  it.each([
    { name: "both sources one category (p_e = 1)", matrix: [[7]] },
    {
      name: "p_e = 1 with an unused category",
      matrix: [
        [7, 0],
        [0, 0],
      ],
    },
    {
      name: "no items",
      matrix: [
        [0, 0],
        [0, 0],
      ],
    },
    { name: "empty matrix", matrix: [] },
  ])("is undefined (NaN, as sklearn) for $name", ({ matrix }) => {
    expect(cohenKappa(matrix)).toBeNaN();
    expect(cohenKappa(matrix, { undefinedAs: 1 })).toBe(1);
  });
});

describe("agreementOf", () => {
  const pairs = (rows: [string | boolean | null, string | boolean | null, number][]): TLabelPair[] =>
    rows.flatMap(([a, b, count]) => Array.from({ length: count }, () => ({ a, b })));

  it("builds the matrix in a stable order and reports every part", () => {
    const result = agreementOf(
      pairs([
        ["GOOD", "GOOD", 20],
        ["GOOD", "BAD", 5],
        ["BAD", "GOOD", 10],
        ["BAD", "BAD", 15],
        ["GOOD", null, 3],
        [null, "BAD", 2],
      ]),
      ["GOOD", "BAD", "UNKNOWN"],
    );
    expect(result).toEqual({
      categories: ["GOOD", "BAD", "UNKNOWN"],
      matrix: [
        [20, 5, 0],
        [10, 15, 0],
        [0, 0, 0],
      ],
      n: 50,
      onlyA: 3,
      onlyB: 2,
      agree: 35,
      rawAgreement: 0.7,
      expectedAgreement: 0.5,
      kappa: expect.closeTo(0.4, 14),
    });
  });

  it("merges a boolean with its stored text and orders false before true", () => {
    const result = agreementOf([
      { a: true, b: "true" },
      { a: "false", b: false },
      { a: true, b: false },
    ]);
    expect(result.categories).toEqual([false, true]);
    expect(result.matrix).toEqual([
      [1, 0],
      [1, 1],
    ]);
  });

  it("reports an undefined κ as null, raw agreement still defined", () => {
    expect(agreementOf(pairs([["BAD", "BAD", 4]]))).toMatchObject({
      rawAgreement: 1,
      expectedAgreement: 1,
      kappa: null,
    });
    expect(agreementOf([])).toMatchObject({ n: 0, rawAgreement: null, expectedAgreement: null, kappa: null });
  });
});
