import { describe, expect, it } from "vitest";
import { evaluateFormula, type TFormulaEnv } from "./evaluate";
import { parseFormula } from "./parse";

const env: TFormulaEnv = {
  values: { em: 1, f1: 0.5, acc: 1, format: 0, searches: 3, steps: 4, reward: null, turns: undefined },
  components: { path: 0.25, "reward/em": 1 },
};

describe("evaluateFormula", () => {
  it.each([
    // arithmetic and precedence
    ["0.6*acc + 0.3*c.path + 0.1*format", 0.6749999999999999], // IEEE doubles, as PostgreSQL's float8
    ["0.1 + 0.2", 0.30000000000000004],
    ["2^3^2", 512],
    ["-2^2", -4],
    ["2^-1", 0.5],
    ["(0 - 8)^2", 64],
    ["0^0", 1],
    ['c["reward/em"] * 4', 4],
    ["true + true", 2],
    // missing values and undefined operations are null, never NaN or Infinity
    ["em / (searches - 3)", null],
    ["0 ^ -1", null],
    ["(0 - 8) ^ (1/3)", null],
    ["10 ^ 400", null],
    ["1e308 * 10", null],
    ["reward + 1", null],
    ["turns > 1", null],
    ["c.missing", null],
    ["c.constructor", null],
    ['c["__proto__"]', null],
    ["-reward", null],
    ["abs(reward)", null],
    // comparisons and three-valued logic
    ["searches > 2", 1],
    ["em == 1", 1],
    ["f1 != 0.5", 0],
    ["em and reward", null],
    ["format and reward", 0],
    ["em or reward", 1],
    ["format or reward", null],
    ["not reward", null],
    ["not format", 1],
    ["not f1", 0],
    // functions
    ["if(turns > 1, 1, 2)", 2],
    ["if(em, 1, 2)", 1],
    ["if(em, format > 0, true)", 0],
    ["if(em, reward, 2)", null],
    ["min(reward, 2, 1)", 1],
    ["max(reward, turns)", null],
    ["max(em, f1, searches)", 3],
    ["clamp(reward, 0, 1)", null],
    ["clamp(5, 0, 1)", 1],
    ["clamp(-5, 0, reward)", 0],
    ["clamp(5, reward, 1)", 1],
    ["abs(-3)", 3],
    // the presets written as formulas
    ["em", 1],
    ["acc * (1 - 0.2) + 0.2 * format + 0.4 * acc * format * 2 / 4", 0.8],
    ["f1 * 0.9 ^ steps", 0.32805], // Python: 0.5 * 0.9 ** 4 == 0.32805 (V8 ** would give 0.32805000000000006)
  ])("%s → %j", (source, expected) => {
    const value = evaluateFormula(parseFormula(source), env);
    if (expected === null) expect(value).toBeNull();
    else expect(value).toBe(expected);
  });

  it("accepts a bare AST and an environment without components", () => {
    expect(evaluateFormula(parseFormula("c.path + 1").ast, { values: {} })).toBeNull();
    expect(evaluateFormula(parseFormula("steps * 2"), { values: { steps: 2 } })).toBe(4);
  });
});
