// A spec as a reward function over one trajectory (TRewardInput): the preset's compute with the
// spec's parameters, or the formula with its weights substituted. The database path (lib/db/
// what-if-sql.ts) computes the same numbers in SQL; tests hold the two equal.
import {
  evaluateFormula,
  formulaEnv,
  getRewardPreset,
  type TRewardInput,
  type TRewardOptions,
  type TRewardResult,
} from "@/lib/rewards";
import { parseWeightedFormula, substituteWeights } from "./formula-weights";
import type { TWhatIfSpec } from "./spec";

export type TSpecReward = (input: TRewardInput, options?: TRewardOptions) => TRewardResult;

export function specReward(spec: TWhatIfSpec): TSpecReward {
  if (spec.kind === "formula") {
    const ast = substituteWeights(parseWeightedFormula(spec.formula).formula.ast, spec.weights);
    return (input, options) => ({ total: evaluateFormula(ast, formulaEnv(input, options)), components: {} });
  }
  const preset = getRewardPreset(spec.preset);
  if (!preset) throw new RangeError(`Unknown preset ${spec.preset}`);
  return (input, options) => preset.compute(input, spec.params, options);
}

/** The preset's label, or "Custom formula". */
export const specLabel = (spec: TWhatIfSpec) =>
  spec.kind === "formula" ? "Custom formula" : (getRewardPreset(spec.preset)?.label ?? spec.preset);
