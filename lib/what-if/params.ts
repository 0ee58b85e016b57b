// The what-if's query parameters (page URL and endpoints): ?preset=hiprag&w=lambda_p=0.3 or
// ?formula=…&w=w_path=0.2. Checked once here; no parameter at all means the run's own reward.
import * as z from "zod/mini";
import { addIssue } from "@/lib/http/zod-mini";
import { MAX_FORMULA_LENGTH, parseSpec, WhatIfSpecError, type TWhatIfSpec } from "./spec";

export const WHAT_IF_PARAM_NAMES = ["preset", "formula", "w"] as const;

const ZRaw = z.strictObject({
  preset: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  formula: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_FORMULA_LENGTH))),
  w: z.optional(z.string().check(z.maxLength(2000))),
});

/** The spec, or null for "the run's own reward"; a bad spec is a 422 naming the parameter. */
export const ZWhatIfQuery = z.pipe(ZRaw, z.transform(whatIfSpecOf));

function whatIfSpecOf(raw: z.output<typeof ZRaw>, ctx: z.core.ParsePayload): TWhatIfSpec | null {
  if (!raw.preset && !raw.formula) {
    if (raw.w) addIssue(ctx, "Weights need a preset or a formula", ["w"]);
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
    addIssue(ctx, error.message, path);
    return z.NEVER;
  }
}

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
