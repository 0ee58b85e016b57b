// Every what-if spec a parity test should run, generated from what is registered — each preset at its
// defaults and with each parameter moved (every other option of a choice), and formulas over every
// formula identifier — so a preset, parameter or identifier added later cannot escape the SQL ↔
// TypeScript comparison.
import { FORMULA_IDENTIFIERS, REWARD_PRESETS, type TRewardParam } from "@/lib/rewards";
import type { TSpecInput } from "@/lib/what-if/spec";

/** A value inside the range other than the default, on the parameter's step grid. */
function movedNumber(param: Extract<TRewardParam, { kind: "number" }>): number {
  const steps = Math.round((param.max - param.min) / param.step);
  const candidate = param.min + Math.round(steps * 0.35) * param.step;
  const value = candidate === param.default ? param.min + Math.round(steps * 0.7) * param.step : candidate;
  return Number(value.toFixed(10));
}

export function presetSpecs(): TSpecInput[] {
  return REWARD_PRESETS.flatMap((preset) => [
    { preset: preset.id },
    ...preset.params.flatMap((param) =>
      param.kind === "number"
        ? [{ preset: preset.id, weights: `${param.name}=${movedNumber(param)}` }]
        : param.options
            .filter((option) => option !== param.default)
            .map((option) => ({ preset: preset.id, weights: `${param.name}=${option}` })),
    ),
  ]);
}

const PRIMES = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97];

export function formulaSpecs(): TSpecInput[] {
  const names = FORMULA_IDENTIFIERS.map((identifier) => identifier.name);
  if (names.length > PRIMES.length) throw new Error("add primes: more identifiers than weights");
  const sum = names.map((name, i) => `${PRIMES[i]} * ${name}`).join(" + ");
  return [
    // Each identifier weighted apart, so one wrong column changes the total.
    { formula: `0.001 * (${sum})` },
    // Missing values: if() takes else, min/max skip them, division by zero is missing.
    { formula: `if(format, em, -1) + max(${names.join(", ")}) - f1 / acc` },
    { formula: "w_a * c.accuracy + w_f * c.format + 0.1 * reward", weights: "w_a=0.6" },
  ];
}
