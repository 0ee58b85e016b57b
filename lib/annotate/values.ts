// The label names trajscope knows, what values they take and on which steps they belong; any other
// name a run uses is accepted with the type it already has there.
import type { TLabelValue, TLabelValueType } from "@/lib/labels/value";
import type { TStepKind } from "@/lib/trajectory";

export type TLabelSpec = {
  valueType: TLabelValueType;
  categories?: readonly string[];
  range?: readonly [number, number];
  /** Where it belongs: on steps of these kinds, or on the whole trajectory. */
  on: "trajectory" | "step" | readonly TStepKind[];
  description: string;
};

export const KNOWN_LABELS: Record<string, TLabelSpec> = {
  step_quality: {
    valueType: "category",
    categories: ["GOOD", "BAD", "UNKNOWN"],
    on: "step",
    description: "PRO-Step's GOOD/BAD step quality",
  },
  // HiPRAG judges search steps for over-search and the other steps for under-search.
  over_search: { valueType: "boolean", on: ["search"], description: "the search retrieved what was known" },
  under_search: {
    valueType: "boolean",
    on: ["plan", "reasoning", "answer", "invalid"],
    description: "answered from memory where a search was needed",
  },
  answer_correct: { valueType: "boolean", on: "trajectory", description: "the final answer is correct" },
  plan_coverage: { valueType: "number", range: [0, 1], on: "trajectory", description: "share of plan steps covered" },
  reference_coverage: {
    valueType: "number",
    range: [0, 1],
    on: "trajectory",
    description: "share of the reference plan covered",
  },
};

/** The preferred order of a name's categories in matrices (e.g. GOOD before BAD). */
export function preferredCategories(name: string): string[] {
  const spec = KNOWN_LABELS[name];
  if (spec?.categories) return spec.categories.filter((c) => c !== "UNKNOWN");
  return spec?.valueType === "boolean" ? ["true", "false"] : [];
}

/** Typed text: "true"/"false" for booleans, a finite number, else the text as a category. */
export function parseValueText(text: string, valueType: TLabelValueType): TLabelValue | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (valueType === "boolean") {
    const lower = trimmed.toLowerCase();
    return lower === "true" || lower === "yes" ? true : lower === "false" || lower === "no" ? false : null;
  }
  if (valueType === "number") {
    const number = Number(trimmed);
    return Number.isFinite(number) ? number : null;
  }
  return trimmed;
}

export function typeOfValue(value: TLabelValue): TLabelValueType {
  return typeof value === "boolean" ? "boolean" : typeof value === "number" ? "number" : "category";
}

/**
 * Why this value cannot be saved here, or null. `existingType` is the type the name already has on
 * this target (a correction keeps it); `stepKind` is null for the whole trajectory.
 */
export function checkLabelValue(input: {
  name: string;
  value: TLabelValue;
  stepKind: TStepKind | null;
  existingType?: TLabelValueType | null;
}): string | null {
  const { name, value, stepKind } = input;
  const spec = KNOWN_LABELS[name];
  const expected = input.existingType ?? spec?.valueType;
  if (expected && typeOfValue(value) !== expected) return `${name} takes a ${expected} value.`;
  if (!spec) return null;
  if (spec.categories && !spec.categories.includes(String(value))) {
    return `${name} is one of ${spec.categories.join(", ")}.`;
  }
  if (spec.range && typeof value === "number" && (value < spec.range[0] || value > spec.range[1])) {
    return `${name} lies between ${spec.range[0]} and ${spec.range[1]}.`;
  }
  if (spec.on === "trajectory" && stepKind !== null) return `${name} is a label of the whole trajectory.`;
  if (spec.on !== "trajectory" && stepKind === null) return `${name} is a label of a step.`;
  if (Array.isArray(spec.on) && stepKind !== null && !spec.on.includes(stepKind)) {
    return `${name} applies to ${spec.on.join("/")} steps, not to this ${stepKind} step.`;
  }
  return null;
}

/** The type a typed value has when nothing else says: true/false, a number, else a category. */
export function inferValueType(text: string): TLabelValueType {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === "true" || trimmed === "false") return "boolean";
  return trimmed !== "" && Number.isFinite(Number(trimmed)) ? "number" : "category";
}
