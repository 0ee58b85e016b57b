import { describe, expect, it } from "vitest";
import { evaluateFormula, toSql } from "@/lib/rewards";
import { componentReference, parseWeightedFormula, substituteWeights, weightNameFor } from "./formula-weights";

describe("formula weights", () => {
  it("finds the w_ names used as values, not component names", () => {
    const { weightNames } = parseWeightedFormula('w_a * c.w_b + w_a * em + c["w_c"]');
    expect(weightNames).toEqual(["w_a"]);
  });

  it("substitutes weights as numbers, so SQL binds them and evaluation reads them", () => {
    const { formula } = parseWeightedFormula("w_a * em + w_b");
    const ast = substituteWeights(formula.ast, { w_a: 0.5 });
    expect(evaluateFormula(ast, { values: { em: 1 } })).toBe(1.5);
    const sql = toSql(ast, { columnOf: (name) => `t.${name}` });
    expect(sql.params).toEqual([0.5, 1]);
    expect(sql.sql).not.toContain("w_");
  });

  it("names and references components safely", () => {
    expect(weightNameFor("reward/path")).toBe("w_reward_path");
    expect(weightNameFor("//")).toBe("w_component");
    expect(componentReference("path")).toBe("c.path");
    expect(componentReference('a"b')).toBe('c["a\\"b"]');
  });
});
