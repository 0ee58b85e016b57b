import { describe, expect, it } from "vitest";
import type { TFormulaNode } from "./ast";
import { FormulaError } from "./errors";
import { parseFormula, type TParseOptions } from "./parse";

/** The AST as a fully parenthesized string, to check precedence and associativity at a glance. */
function show(node: TFormulaNode): string {
  switch (node.type) {
    case "number":
    case "boolean":
      return String(node.value);
    case "identifier":
      return node.name;
    case "component":
      return `c[${node.name}]`;
    case "unary":
      return `(${node.op === "not" ? "not " : "-"}${show(node.operand)})`;
    case "binary":
      return `(${show(node.left)} ${node.op} ${show(node.right)})`;
    case "call":
      return `${node.name}(${node.args.map(show).join(", ")})`;
  }
}

describe("parseFormula: precedence and associativity", () => {
  it.each([
    ["1 + 2 * 3", "(1 + (2 * 3))"],
    ["(1 + 2) * 3", "((1 + 2) * 3)"],
    ["8 - 4 - 2", "((8 - 4) - 2)"],
    ["8 / 4 / 2", "((8 / 4) / 2)"],
    ["2 ^ 3 ^ 2", "(2 ^ (3 ^ 2))"],
    ["-2 ^ 2", "(-(2 ^ 2))"],
    ["2 ^ -1", "(2 ^ (-1))"],
    ["-em * f1", "((-em) * f1)"],
    ["em + f1 > 1 and not format or acc", "((((em + f1) > 1) and (not format)) or acc)"],
    ["not em == 1", "(not (em == 1))"],
    ["a_or_b", "a_or_b"],
    ["if(searches > 2, -0.1 * searches, 0)", "if((searches > 2), ((-0.1) * searches), 0)"],
    ['0.6*acc + 0.3*max(c.s_self, c["s_ref"])', "((0.6 * acc) + (0.3 * max(c[s_self], c[s_ref])))"],
    ["clamp(1 - 0.1 * duplicate_queries, 0, true)", "clamp((1 - (0.1 * duplicate_queries)), 0, true)"],
    ["(em < 1) < 1", "((em < 1) < 1)"],
  ])("%s → %s", (source, expected) => {
    const options: TParseOptions = source === "a_or_b" ? { identifiers: ["a_or_b"] } : {};
    expect(show(parseFormula(source, options).ast)).toBe(expected);
  });

  it("lists the names a formula reads and keeps source spans", () => {
    const formula = parseFormula("em + c.path * em + c.format - searches");
    expect(formula.identifiers).toEqual(["em", "searches"]);
    expect(formula.components).toEqual(["format", "path"]);
    expect(parseFormula(" (em + f1) ").ast).toMatchObject({ start: 1, end: 10 });
  });
});

describe("parseFormula: errors say what and where", () => {
  it.each([
    ["serches * 2", "unknown-identifier", 0, 7, 'Unknown name "serches" at column 1. Did you mean "searches"?'],
    ["em + reward_total", "unknown-identifier", 5, 17, 'Unknown name "reward_total" at column 6. Known names: em, f1'],
    ["maxx(em, f1)", "unknown-function", 0, 4, 'Unknown function "maxx" at column 1. Did you mean max()?'],
    [
      "mean(em, f1)",
      "unknown-function",
      0,
      4,
      'Unknown function "mean" at column 1. Functions: if, min, max, abs, clamp',
    ],
    ["em(1)", "not-a-function", 0, 2, '"em" is not a function at column 1'],
    ["max + 1", "missing-call", 0, 3, '"max" is a function at column 1. Write max(…)'],
    ["if(em, 1)", "arity", 0, 9, "if() takes 3 arguments, got 2 at column 1"],
    ["min(em)", "arity", 0, 7, "min() takes at least 2 arguments, got 1 at column 1"],
    ["abs()", "arity", 0, 5, "abs() takes 1 argument, got 0 at column 1"],
    ["em +", "unexpected-end", 4, 4, "Expected a value, found the end of the formula at column 5"],
    ["em f1", "unexpected-token", 3, 5, 'Unexpected "f1"; expected an operator or the end at column 4'],
    ["(em + f1", "unexpected-end", 8, 8, 'Expected ")" to close the parenthesis, found the end of the formula'],
    ["min(em f1)", "unexpected-token", 7, 9, 'Expected ")" to close min(, found "f1" at column 8'],
    ["and em", "unexpected-token", 0, 3, 'Expected a value before "and" at column 1'],
    ["0 < em < 1", "chained-comparison", 7, 8, "Comparisons cannot be chained at column 8. Write a < b and b < c"],
    ["c.3", "unexpected-token", 1, 3, "Expected a component name after c. at column 2"],
    ["c[em]", "unexpected-token", 2, 4, 'Expected a component name, found "em" at column 3'],
    ["* em", "unexpected-token", 0, 1, 'Expected a value, found "*" at column 1'],
    // Object.prototype's members are not operators, functions or names
    ["em constructor f1", "unexpected-token", 3, 14, 'Unexpected "constructor"; expected an operator or the end'],
    ["constructor(1)", "unknown-function", 0, 11, 'Unknown function "constructor"'],
    ["toString", "unknown-identifier", 0, 8, 'Unknown name "toString"'],
    ["__proto__ + 1", "unknown-identifier", 0, 9, 'Unknown name "__proto__"'],
  ])("%s", (source, code, start, end, message) => {
    let error: unknown;
    try {
      parseFormula(source);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(FormulaError);
    const { code: gotCode, start: gotStart, end: gotEnd, message: gotMessage } = error as FormulaError;
    expect([gotCode, gotStart, gotEnd]).toEqual([code, start, end]);
    expect(gotMessage.startsWith(message)).toBe(true);
  });

  it("checks components against the run's logged ones when given", () => {
    expect(() => parseFormula("c.pth", { components: ["path", "format"] })).toThrow(
      'Unknown component "pth" at column 1. Did you mean c.path? Logged components: path, format',
    );
    expect(parseFormula("c.anything").components).toEqual(["anything"]);
  });

  it("refuses formulas larger than the limit", () => {
    const long = Array.from({ length: 60 }, () => "em").join(" + ");
    expect(() => parseFormula(long, { maxNodes: 100 })).toThrow("The formula has 119 parts, more than 100");
    expect(parseFormula(long).identifiers).toEqual(["em"]);
  });
});
