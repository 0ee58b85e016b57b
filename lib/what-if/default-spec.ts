// The what-if a run opens with: the reward it was trained with (config.reward.preset, with those of
// config.reward.weights and named choices that are the preset's parameters), else its logged components re-weighted by
// a formula (weights from config.reward.weights by component name), else Search-R1's EM.
import { getRewardPreset, resolveParams } from "@/lib/rewards";
import { componentReference, weightNameFor } from "./formula-weights";
import type { TPresetId, TWhatIfSpec } from "./spec";

export type TRunReward = {
  /** config.reward.preset as logged (may name no preset trajscope knows). */
  preset: string | null;
  /** config.reward.weights: preset parameters or component weights, by name. */
  weights: Record<string, number>;
  /** The reward components the run logged. */
  components: string[];
  /** config.reward's named choices (e.g. HiPRAG's variant, Search-P1's tracks), by parameter name. */
  choices?: Record<string, string>;
};

/** Σ w_name · c.name over the components, with the run's weights where it logged them. */
export function componentFormula(reward: Pick<TRunReward, "weights" | "components">): TWhatIfSpec | null {
  if (reward.components.length === 0) return null;
  const names = new Map<string, string>();
  for (const component of reward.components) {
    let name = weightNameFor(component);
    while ([...names.values()].includes(name)) name = `${name}_`;
    names.set(component, name);
  }
  const formula = [...names].map(([component, weight]) => `${weight} * ${componentReference(component)}`).join(" + ");
  const weightOf = (component: string) => reward.weights[component] ?? 1;
  return {
    kind: "formula",
    formula,
    weights: Object.fromEntries([...names].map(([component, weight]) => [weight, weightOf(component)])),
  };
}

export function presetFromConfig(reward: TRunReward): TWhatIfSpec | null {
  const preset = reward.preset ? getRewardPreset(reward.preset) : undefined;
  if (!preset) return null;
  const names = new Set(preset.params.map((p) => p.name));
  // A choice the preset does not offer is left out, rather than dropping the run's weights with it.
  const choices = Object.entries(reward.choices ?? {}).filter(([name, value]) =>
    preset.params.some((p) => p.name === name && p.kind === "choice" && p.options.includes(value)),
  );
  const given = [...Object.entries(reward.weights), ...choices];
  const overrides = Object.fromEntries(given.filter(([name]) => names.has(name)));
  let params: Record<string, number | string>;
  try {
    params = resolveParams(preset.params, overrides).values;
  } catch {
    params = resolveParams(preset.params).values; // logged weights out of range: the paper's defaults
  }
  return { kind: "preset", preset: preset.id as TPresetId, params };
}

/**
 * Where a trajectory's recomputed reward comes from: the spec the user asked for, the run's own
 * preset, its logged components re-weighted, or — the run names no reward — Search-R1's EM as a
 * fallback that pages show only when asked (an evaluation run was never rewarded by it).
 */
export type TSpecOrigin = "asked" | "run-preset" | "run-components" | "fallback";

export const FALLBACK_SPEC: TWhatIfSpec = { kind: "preset", preset: "search-r1-em", params: {} };

export function defaultSpecWithOrigin(reward: TRunReward): { spec: TWhatIfSpec; origin: TSpecOrigin } {
  const preset = presetFromConfig(reward);
  if (preset) return { spec: preset, origin: "run-preset" };
  const formula = componentFormula(reward);
  if (formula) return { spec: formula, origin: "run-components" };
  return { spec: FALLBACK_SPEC, origin: "fallback" };
}

export function defaultSpec(reward: TRunReward): TWhatIfSpec {
  return defaultSpecWithOrigin(reward).spec;
}
