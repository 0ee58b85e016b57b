// What the what-if's controls show for a spec: one slider per number (a preset's numeric
// parameters, a formula's weights), one select per choice, and the spec after a control moves.
import { getRewardPreset, REWARD_PRESETS, type TRewardParam } from "@/lib/rewards";
import { componentFormula, type TRunReward } from "./default-spec";
import { parseSpec, type TWhatIfSpec } from "./spec";

export type TSliderControl = {
  kind: "number";
  name: string;
  label: string;
  description: string;
  min: number;
  max: number;
  step: number;
  value: number;
};
export type TChoiceControl = {
  kind: "choice";
  name: string;
  label: string;
  description: string;
  options: readonly string[];
  value: string;
};
export type TControl = TSliderControl | TChoiceControl;

export const CUSTOM = "custom";

/** The options of the reward picker: the papers' presets, then a formula of one's own. */
export const REWARD_OPTIONS = [
  ...REWARD_PRESETS.map((preset) => ({ value: preset.id as string, label: preset.label })),
  { value: CUSTOM, label: "Custom formula" },
];

const decimals = (step: number) => Math.max(0, -Math.floor(Math.log10(step)));
/** A slider's value on its step grid, without float noise (0.1 + 0.2 → 0.3). */
export const roundToStep = (value: number, step: number) => Number(value.toFixed(decimals(step) + 1));

function paramControl(param: TRewardParam, value: number | string | undefined): TControl {
  if (param.kind === "choice") return { ...param, value: String(value ?? param.default) };
  return { ...param, value: Number(value ?? param.default) };
}

export function controlsOf(spec: TWhatIfSpec): TControl[] {
  if (spec.kind === "preset") {
    return (getRewardPreset(spec.preset)?.params ?? []).map((param) => paramControl(param, spec.params[param.name]));
  }
  return Object.entries(spec.weights).map(([name, value]) => ({
    kind: "number",
    name,
    label: name,
    description: `Weight ${name} in the formula`,
    // Weights usually lie in [0, 1]; the range widens to hold a logged weight outside it.
    min: Math.min(0, Math.floor(value)),
    max: Math.max(1, Math.ceil(value)),
    step: 0.05,
    value,
  }));
}

/** The spec with one control moved (numbers on their step grid). */
export function withControl(spec: TWhatIfSpec, control: TControl, value: number | string): TWhatIfSpec {
  const next = control.kind === "number" ? roundToStep(Number(value), control.step) : String(value);
  if (spec.kind === "preset") return { ...spec, params: { ...spec.params, [control.name]: next } };
  return { ...spec, weights: { ...spec.weights, [control.name]: Number(next) } };
}

/** The spec the picker switches to: a preset at its defaults, or the run's components re-weighted. */
export function specForOption(option: string, reward: Pick<TRunReward, "weights" | "components">): TWhatIfSpec {
  if (option !== CUSTOM) return parseSpec({ preset: option });
  return componentFormula(reward) ?? parseSpec({ formula: "em" });
}

export const optionOf = (spec: TWhatIfSpec) => (spec.kind === "formula" ? CUSTOM : spec.preset);
