// What a what-if recomputes: a paper's preset with its parameters, or a formula with its weights.
// One text form serves the page URL (?preset=hiprag&w=lambda_p=0.3), the API and the CLI
// (--preset hiprag --weights lambda_p=0.3), so a link, a request and a command line read alike.
import { FormulaError, getRewardPreset, resolveParams, RewardParamError, type TRewardPresetId } from "@/lib/rewards";
import { DEFAULT_FORMULA_WEIGHT, parseWeightedFormula } from "./formula-weights";

export type TPresetId = Exclude<TRewardPresetId, "custom">;

export type TWhatIfSpec =
  | { kind: "preset"; preset: TPresetId; params: Record<string, number | string> }
  | { kind: "formula"; formula: string; weights: Record<string, number> };

export type TSpecInput = { preset?: string | null; formula?: string | null; weights?: string | null };

export class WhatIfSpecError extends Error {
  constructor(
    message: string,
    /** The input at fault. */
    readonly field: "preset" | "formula" | "weights",
    /** Where in the formula, when the formula is at fault. */
    readonly span: { start: number; end: number; hint: string | null } | null = null,
  ) {
    super(message);
    this.name = "WhatIfSpecError";
  }
}

export const MAX_FORMULA_LENGTH = 2000;

/** "lambda_p=0.3,variant=paper" → {lambda_p: "0.3", variant: "paper"}; names may repeat: the last wins. */
export function parseWeights(text: string | null | undefined): Record<string, string> {
  const weights: Record<string, string> = {};
  for (const part of (text ?? "").split(",")) {
    if (!part.trim()) continue;
    const [name, value, ...rest] = part.split("=").map((s) => s.trim());
    if (!name || value === undefined || value === "" || rest.length) {
      throw new WhatIfSpecError(`Expected name=value in the weights, got "${part.trim()}"`, "weights");
    }
    weights[name] = value;
  }
  return weights;
}

const toNumber = (name: string, text: string) => {
  const value = Number(text);
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) || !Number.isFinite(value)) {
    throw new WhatIfSpecError(`${name} must be a number, got "${text}"`, "weights");
  }
  return value;
};

function presetSpec(id: string, weights: Record<string, string>): TWhatIfSpec {
  const preset = getRewardPreset(id);
  if (!preset) throw new WhatIfSpecError(`Unknown preset "${id}"`, "preset");
  const overrides = Object.fromEntries(
    Object.entries(weights).map(([name, text]) => {
      const param = preset.params.find((p) => p.name === name);
      return [name, param?.kind === "choice" ? text : toNumber(name, text)];
    }),
  );
  try {
    return { kind: "preset", preset: preset.id as TPresetId, params: resolveParams(preset.params, overrides).values };
  } catch (error) {
    if (error instanceof RewardParamError) throw new WhatIfSpecError(error.message, "weights");
    throw error;
  }
}

function formulaSpec(source: string, weights: Record<string, string>): TWhatIfSpec {
  if (source.length > MAX_FORMULA_LENGTH)
    throw new WhatIfSpecError(`A formula has at most ${MAX_FORMULA_LENGTH} characters`, "formula");
  let names: string[];
  try {
    names = parseWeightedFormula(source).weightNames;
  } catch (error) {
    if (!(error instanceof FormulaError)) throw error;
    throw new WhatIfSpecError(error.message, "formula", { start: error.start, end: error.end, hint: error.hint });
  }
  const unknown = Object.keys(weights).filter((name) => !names.includes(name));
  if (unknown.length) {
    throw new WhatIfSpecError(
      `The formula has no weight ${unknown.join(", ")} (weights: ${names.join(", ") || "none"})`,
      "weights",
    );
  }
  const values = Object.fromEntries(
    names.map((name) => [name, weights[name] === undefined ? DEFAULT_FORMULA_WEIGHT : toNumber(name, weights[name])]),
  );
  return { kind: "formula", formula: source.trim(), weights: values };
}

/** The spec a preset or formula and its weights describe; throws WhatIfSpecError. */
export function parseSpec(input: TSpecInput): TWhatIfSpec {
  const weights = parseWeights(input.weights);
  if (input.preset && input.formula) throw new WhatIfSpecError("Give a preset or a formula, not both", "formula");
  if (input.formula) return formulaSpec(input.formula, weights);
  if (input.preset) return presetSpec(input.preset, weights);
  throw new WhatIfSpecError("Give a preset or a formula", "preset");
}

/** The spec as text, defaults left out of a preset's parameters: equal specs, equal text. */
export function specInput(spec: TWhatIfSpec): { preset?: string; formula?: string; weights?: string } {
  if (spec.kind === "formula") {
    const weights = Object.entries(spec.weights).map(([k, v]) => `${k}=${v}`);
    return { formula: spec.formula, ...(weights.length ? { weights: weights.join(",") } : {}) };
  }
  const params = getRewardPreset(spec.preset)?.params ?? [];
  const changed = params.filter((p) => spec.params[p.name] !== undefined && spec.params[p.name] !== p.default);
  const weights = changed.map((p) => `${p.name}=${spec.params[p.name]}`).join(",");
  return { preset: spec.preset, ...(weights ? { weights } : {}) };
}

/** "?preset=hiprag&w=lambda_p%3D0.3": the page's and the endpoint's query string. */
export function specQueryString(spec: TWhatIfSpec): string {
  const input = specInput(spec);
  const params = new URLSearchParams();
  if (input.preset) params.set("preset", input.preset);
  if (input.formula) params.set("formula", input.formula);
  if (input.weights) params.set("w", input.weights);
  return `?${params.toString()}`;
}

/** A new formula keeping the values of the weights it still uses (new weights start at 1). */
export function editFormula(source: string, previous: Readonly<Record<string, number>>): TWhatIfSpec {
  let names: string[];
  try {
    names = parseWeightedFormula(source).weightNames;
  } catch (error) {
    if (!(error instanceof FormulaError)) throw error;
    throw new WhatIfSpecError(error.message, "formula", { start: error.start, end: error.end, hint: error.hint });
  }
  const kept = names.filter((name) => previous[name] !== undefined).map((name) => `${name}=${previous[name]}`);
  return parseSpec({ formula: source, weights: kept.join(",") });
}
