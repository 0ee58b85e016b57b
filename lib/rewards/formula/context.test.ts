import { describe, expect, it } from "vitest";
import type { TRewardInput } from "../types";
import { formulaEnv } from "./context";
import { createFormulaPreset } from "./formula-preset";
import { FormulaError } from "./errors";
import { FORMULA_IDENTIFIER_NAMES } from "./identifiers";

const judge = "judge:x";
const input: TRewardInput = {
  em: 1,
  f1: 1,
  acc: 1,
  isFormatValid: true,
  reward: 1.2,
  components: { path: 0.5 },
  steps: [
    { kind: "search", query: "Jaws director", labels: [{ source: judge, name: "over_search", value: true }] },
    { kind: "search", query: "jaws director?", labels: [{ source: judge, name: "step_quality", value: "BAD" }] },
    { kind: "reasoning", labels: [{ source: judge, name: "under_search", value: false }] },
    { kind: "answer", answer: "Spielberg" },
  ],
};

describe("formulaEnv", () => {
  it("gives every identifier a value from the trajectory", () => {
    const env = formulaEnv(input);
    expect(Object.keys(env.values).sort()).toEqual([...FORMULA_IDENTIFIER_NAMES].sort());
    expect(env.values).toEqual({
      em: 1,
      f1: 1,
      acc: 1,
      format: 1,
      answered: 1,
      reward: 1.2,
      steps: 4,
      searches: 2,
      turns: 3,
      over_search_steps: 1,
      under_search_steps: 0,
      hiprag_steps: 3,
      correct_steps: 2,
      bad_steps: 1,
      duplicate_queries: 1,
    });
    expect(env.components).toEqual({ path: 0.5 });
  });

  it("keeps unknowns missing", () => {
    const env = formulaEnv({ steps: [] });
    expect(env.values).toMatchObject({ em: null, format: null, reward: null, turns: null, answered: 0, steps: 0 });
    expect(env.components).toBeNull();
  });
});

describe("createFormulaPreset", () => {
  it("evaluates a user's formula like a preset", () => {
    const preset = createFormulaPreset("acc*(1-0.2) + 0.2*format + 0.4*acc*format*correct_steps/hiprag_steps", {
      label: "HiPRAG by hand",
    });
    expect(preset).toMatchObject({ id: "custom", label: "HiPRAG by hand", params: [] });
    expect(preset.compute(input).total).toBeCloseTo(0.8 + 0.2 + 0.4 * (2 / 3), 15);
    expect(createFormulaPreset("reward - c.path").compute(input).total).toBeCloseTo(0.7, 15);
  });

  it("fails at creation, with the position, on a bad formula", () => {
    expect(() => createFormulaPreset("acc + c.pth", { components: ["path"] })).toThrow(FormulaError);
  });
});
