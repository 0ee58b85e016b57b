import * as z from "zod/mini";
import "@/lib/http/zod-mini";
import { ZCorrectnessText } from "@/lib/metrics/process/correctness-param";
import { ABLATION_METRICS, SIGNIFICANCE_TESTS, type TAblationMetric, type TSignificanceTest } from "./ablation-types";

// /ablations?study=search-p1&metric=correct&correct=verdict&baseline=search-r1&test=auto&param=reward.weights.lambda_p
// The page reads it leniently (what parses is kept), GET /api/ablations strictly (422).

export type TAblationState = {
  study: string | null;
  metric: TAblationMetric;
  /** Correctness text ("em", "acc", "f1>=0.5", "verdict", …), used by metric=correct. */
  correct: string;
  baseline: string | null;
  test: TSignificanceTest;
  param: string | null;
};

export const DEFAULT_ABLATION_STATE: TAblationState = {
  study: null,
  metric: "em",
  correct: "em",
  baseline: null,
  test: "auto",
  param: null,
};

const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(500));
export const ABLATION_PARAM_SCHEMAS = {
  study: text,
  metric: z.enum(ABLATION_METRICS),
  correct: ZCorrectnessText,
  baseline: text,
  test: z.enum(SIGNIFICANCE_TESTS),
  param: text,
};
type TName = keyof typeof ABLATION_PARAM_SCHEMAS;
export const ABLATION_PARAM_NAMES = Object.keys(ABLATION_PARAM_SCHEMAS) as TName[];

export function parseAblationParams(search: Record<string, string | string[] | undefined>): {
  state: TAblationState;
  issues: string[];
} {
  const state: TAblationState = { ...DEFAULT_ABLATION_STATE };
  const issues: string[] = [];
  for (const name of ABLATION_PARAM_NAMES) {
    const raw = search[name];
    const value = Array.isArray(raw) ? raw.at(-1) : raw;
    if (value === undefined || value === "") continue;
    const result = ABLATION_PARAM_SCHEMAS[name].safeParse(value);
    if (result.success) Object.assign(state, { [name]: result.data });
    else issues.push(`${name}: ${result.error.issues.map((i) => i.message).join("; ")}`);
  }
  return { state, issues };
}

export const ZAblationQuery = z.pipe(
  z.strictObject(
    Object.fromEntries(ABLATION_PARAM_NAMES.map((name) => [name, z.optional(ABLATION_PARAM_SCHEMAS[name])])) as {
      [K in TName]: z.ZodMiniOptional<(typeof ABLATION_PARAM_SCHEMAS)[K]>;
    },
  ),
  z.transform((q): TAblationState => ({
    ...DEFAULT_ABLATION_STATE,
    ...Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)),
  })),
);

/** Canonical query string, defaults left out: the query key and the page URL alike. */
export function ablationQueryString(state: TAblationState): string {
  const params = new URLSearchParams();
  for (const name of ABLATION_PARAM_NAMES) {
    const value = state[name];
    if (value !== null && value !== DEFAULT_ABLATION_STATE[name]) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
