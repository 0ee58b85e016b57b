// A user's own reward formula as a preset, so the what-if treats it like the papers' rewards.
import type { TRewardInput, TRewardOptions, TRewardPreset } from "../types";
import { formulaEnv } from "./context";
import { evaluateFormula } from "./evaluate";
import { parseFormula, type TParseOptions } from "./parse";

export const FORMULA_RULES: readonly string[] = [
  "Values are numbers; true/false and comparisons count as 1/0, and a number is true when it is not 0.",
  "Precedence, loosest first: or, and, not, comparisons (== != < <= > >=, not chainable), + −, * /, unary −, ^ (right-associative: 2^3^2 = 512, −2^2 = −4).",
  "A missing value (no gold answers, unknown format, absent component) makes the result missing, except: if(c, a, b) takes b when c is missing; false and missing = false; true or missing = true; min/max skip missing arguments.",
  "Division by zero, 0 to a negative power and a negative number to a fractional power are missing, as in the database.",
  'Functions: if(c, a, b), min(a, b, …), max(a, b, …), abs(x), clamp(x, low, high). Components: c.name or c["name/with/slashes"].',
];

/** Parses now (throwing FormulaError with position and hint) and evaluates per trajectory later. */
export function createFormulaPreset(source: string, options: TParseOptions & { label?: string } = {}): TRewardPreset {
  const formula = parseFormula(source, options);
  return {
    id: "custom",
    label: options.label ?? "Custom formula",
    source: "user-defined",
    formula: source.trim(),
    description: "A reward written in trajscope's formula language over a trajectory's metrics, counts and components.",
    params: [],
    choices: FORMULA_RULES,
    compute: (input: TRewardInput, _params?: unknown, rewardOptions: TRewardOptions = {}) => ({
      total: evaluateFormula(formula, formulaEnv(input, rewardOptions)),
      components: {},
    }),
  };
}
