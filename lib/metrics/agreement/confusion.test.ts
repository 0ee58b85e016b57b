import { describe, expect, it } from "vitest";
import { confusionMatrix } from "./confusion";

describe("confusionMatrix", () => {
  it("puts source A on rows and source B on columns, in one category order", () => {
    // sklearn's docstring example: y_true = A, y_pred = B.
    const a = ["cat", "ant", "cat", "cat", "ant", "bird"];
    const b = ["ant", "ant", "cat", "cat", "ant", "cat"];
    expect(confusionMatrix(a.map((x, i) => ({ a: x, b: b[i] })))).toEqual({
      categories: ["ant", "bird", "cat"],
      matrix: [
        [2, 0, 0],
        [0, 0, 1],
        [1, 0, 2],
      ],
      n: 6,
      onlyA: 0,
      onlyB: 0,
    });
  });

  it("counts one-sided items outside the matrix and keeps preferred categories", () => {
    const result = confusionMatrix(
      [
        { a: "BAD", b: "GOOD" },
        { a: "GOOD", b: undefined },
        { a: null, b: "BAD" },
        { a: null, b: null },
      ],
      ["GOOD", "BAD", "UNKNOWN"],
    );
    expect(result).toEqual({
      categories: ["GOOD", "BAD", "UNKNOWN"],
      matrix: [
        [0, 0, 0],
        [1, 0, 0],
        [0, 0, 0],
      ],
      n: 1,
      onlyA: 1,
      onlyB: 1,
    });
  });
});
