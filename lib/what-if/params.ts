// The what-if's query parameters (page URL and endpoints): ?preset=hiprag&w=lambda_p=0.3 or
// ?formula=…&w=w_path=0.2. Checked once here; no parameter at all means the run's own reward.
import { z } from "zod";
import { MAX_FORMULA_LENGTH, parseSpec, WhatIfSpecError, type TWhatIfSpec } from "./spec";

export const WHAT_IF_PARAM_NAMES = ["preset", "formula", "w"] as const;

const ZRaw = z.strictObject({
  preset: z.string().trim().min(1).max(100).optional(),
  formula: z.string().trim().min(1).max(MAX_FORMULA_LENGTH).optional(),
  w: z.string().max(2000).optional(),
});

/** The spec, or null for "the run's own reward"; a bad spec is a 422 naming the parameter. */
export const ZWhatIfQuery = ZRaw.transform((raw, ctx): TWhatIfSpec | null => {
  if (!raw.preset && !raw.formula) {
    if (raw.w) ctx.addIssue({ code: "custom", path: ["w"], message: "Weights need a preset or a formula" });
    return null;
  }
  try {
    return parseSpec({ preset: raw.preset, formula: raw.formula, weights: raw.w });
  } catch (error) {
    if (!(error instanceof WhatIfSpecError)) throw error;
    const path = error.span
      ? ["formula"]
      : /weight|must be|parameter|Expected name/.test(error.message)
        ? ["w"]
        : ["preset"];
    ctx.addIssue({ code: "custom", path, message: error.message });
    return z.NEVER;
  }
});

/** Lenient, for the page: what it cannot read is reported and the run's own reward shown instead. */
export function parseWhatIfParams(search: Record<string, string | string[] | undefined>): {
  spec: TWhatIfSpec | null;
  issue: string | null;
} {
  const pick = (name: string) => {
    const value = search[name];
    return Array.isArray(value) ? value.at(-1) : value;
  };
  const result = ZWhatIfQuery.safeParse(
    Object.fromEntries(WHAT_IF_PARAM_NAMES.map((n) => [n, pick(n)]).filter(([, v]) => v !== undefined)),
  );
  if (result.success) return { spec: result.data, issue: null };
  return { spec: null, issue: result.error.issues.map((i) => i.message).join("; ") };
}
