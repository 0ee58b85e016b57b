import { describe, expect, it } from "vitest";
import { FormulaError } from "./errors";
import { tokenize } from "./tokenize";

const shapes = (source: string) =>
  tokenize(source).map((t) =>
    t.type === "number"
      ? t.value
      : t.type === "word"
        ? t.text
        : t.type === "string"
          ? `"${t.value}"`
          : t.type === "operator"
            ? t.op
            : t.type === "punctuation"
              ? t.char
              : "⊣",
  );

describe("tokenize", () => {
  it.each([
    ["0.6*acc + 0.3*c.path", [0.6, "*", "acc", "+", 0.3, "*", "c", ".", "path", "⊣"]],
    ["1e-3 .5 2. 3E+2", [0.001, 0.5, 2, 300, "⊣"]],
    ["a<=b>=c==d!=e<f>g", ["a", "<=", "b", ">=", "c", "==", "d", "!=", "e", "<", "f", ">", "g", "⊣"]],
    ['c["reward/path \\"x\\""]', ["c", "[", '"reward/path "x""', "]", "⊣"]],
    ["if(x, -1, 2^3)", ["if", "(", "x", ",", "-", 1, ",", 2, "^", 3, ")", "⊣"]],
    ["  \n\t", ["⊣"]],
  ])("%s", (source, expected) => {
    expect(shapes(source)).toEqual(expected);
  });

  it("records offsets", () => {
    expect(tokenize("em  + 12").map((t) => [t.start, t.end])).toEqual([
      [0, 2],
      [4, 5],
      [6, 8],
      [8, 8],
    ]);
  });

  it.each([
    ["em && f1", "unexpected-character", 3, 'Unexpected "&&" at column 4. Use and'],
    ["em || f1", "unexpected-character", 3, 'Unexpected "||" at column 4. Use or'],
    ["!em", "unexpected-character", 0, 'Unexpected "!" at column 1. Use not'],
    ["em = 1", "unexpected-character", 3, 'Unexpected "=" at column 4. Use == to compare'],
    ["2 ** 3", "unexpected-character", 2, 'Unexpected "**" at column 3. Use ^ for powers'],
    ["em # x", "unexpected-character", 3, 'Unexpected character "#" at column 4'],
    ['c["path', "unterminated-string", 2, 'Unterminated string at column 3. Close it with "'],
  ])("rejects %s", (source, code, start, message) => {
    const error = (() => {
      try {
        tokenize(source);
      } catch (e) {
        return e;
      }
    })() as FormulaError;
    expect(error).toBeInstanceOf(FormulaError);
    expect([error.code, error.start, error.message]).toEqual([code, start, message]);
  });
});
