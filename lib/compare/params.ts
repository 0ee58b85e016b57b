import * as z from "zod/mini";
import { addIssue } from "@/lib/http/zod-mini";
import { ZRangeText } from "@/lib/browse/params";
import { formatRange } from "@/lib/browse/range";
import { ZCorrectnessText } from "@/lib/metrics/process/correctness-param";
import { ALIGNMENTS, DEFAULT_COMPARE_STATE, MAX_RUNS, SCOPES, TABLE_METRICS, type TCompareState } from "./state";

// The URL form of a comparison, short and readable:
//   /compare?runs=a,b,c&baseline=a&metric=em&dataset=nq,hotpotqa&split=test&step=300..400&scope=all
//     &curve=reward&smooth=0.8&a=a&b=c&correct=em&list=b&open=812,977&align=kind
// Run names are user text: a comma or percent sign inside one is written %2C / %25 (before the
// URL's own encoding), so any name survives a round trip. Pages parse leniently (keep what reads,
// report the rest), endpoints strictly (422 on anything unknown or malformed).

const escapeItem = (name: string) => name.replace(/[%,]/g, (c) => (c === "%" ? "%25" : "%2C"));
const unescapeItem = (text: string) => text.replace(/%(25|2C)/gi, (m) => (m === "%25" ? "%" : ","));

const splitList = (text: string) => [
  ...new Set(
    text
      .split(",")
      .map((item) => unescapeItem(item.trim()))
      .filter(Boolean),
  ),
];

const name = z.string().check(z.minLength(1), z.maxLength(500));
const names = (max: number) =>
  z.pipe(
    z.string(),
    z.transform((text, ctx) => {
      const items = splitList(text);
      const bad = items.find((item) => !name.safeParse(item).success);
      if (bad !== undefined) addIssue(ctx, `A name is 1–500 characters`);
      if (items.length > max) addIssue(ctx, `At most ${max} names, got ${items.length}`);
      return items.filter((item) => name.safeParse(item).success).slice(0, max);
    }),
  );

const trajectoryId = /^\d{1,19}$/;

/** One schema per URL parameter: each turns its text into its part of the state. */
export const COMPARE_PARAM_SCHEMAS = {
  runs: names(MAX_RUNS),
  baseline: name,
  metric: z.enum(TABLE_METRICS),
  dataset: names(200),
  split: names(200),
  step: ZRangeText,
  scope: z.enum(SCOPES),
  curve: z.string().check(z.minLength(1), z.maxLength(300)),
  smooth: z.coerce.number().check(z.gte(0), z.lte(0.999)),
  a: name,
  b: name,
  correct: ZCorrectnessText,
  list: z.enum(["a", "b"]),
  open: z.pipe(
    z.string(),
    z.transform((text, ctx) => {
      const [a, b, ...rest] = text.split(",");
      if (!a || !b || rest.length || !trajectoryId.test(a) || !trajectoryId.test(b)) {
        addIssue(ctx, `Expected two trajectory ids "<a>,<b>", got "${text}"`);
        return null;
      }
      return { a, b };
    }),
  ),
  align: z.enum(ALIGNMENTS),
};

export type TCompareParamName = keyof typeof COMPARE_PARAM_SCHEMAS;
export const COMPARE_PARAM_NAMES = Object.keys(COMPARE_PARAM_SCHEMAS) as TCompareParamName[];
type TParsed = { [K in TCompareParamName]?: z.output<(typeof COMPARE_PARAM_SCHEMAS)[K]> };

export function stateFromParams(p: TParsed): TCompareState {
  const d = DEFAULT_COMPARE_STATE;
  return {
    runs: p.runs ?? d.runs,
    baseline: p.baseline ?? d.baseline,
    metric: p.metric ?? d.metric,
    datasets: p.dataset ?? d.datasets,
    splits: p.split ?? d.splits,
    step: p.step ?? d.step,
    scope: p.scope ?? d.scope,
    curve: p.curve ?? d.curve,
    smooth: p.smooth ?? d.smooth,
    a: p.a ?? d.a,
    b: p.b ?? d.b,
    correct: p.correct ?? d.correct,
    list: p.list ?? d.list,
    open: p.open ?? d.open,
    align: p.align ?? d.align,
  };
}

/** Strict, for endpoints: any unknown or malformed parameter is an issue (422). */
export const ZCompareQuery = z.pipe(
  z.strictObject(
    Object.fromEntries(COMPARE_PARAM_NAMES.map((n) => [n, z.optional(COMPARE_PARAM_SCHEMAS[n])])) as {
      [K in TCompareParamName]: z.ZodMiniOptional<(typeof COMPARE_PARAM_SCHEMAS)[K]>;
    },
  ),
  z.transform((p) => stateFromParams(p as TParsed)),
);

/** Lenient, for pages: a hand-edited link keeps what it can read and says what it could not. */
export function parseCompareParams(search: Record<string, string | string[] | undefined>): {
  state: TCompareState;
  issues: string[];
} {
  const parsed: Record<string, unknown> = {};
  const issues: string[] = [];
  for (const param of COMPARE_PARAM_NAMES) {
    const raw = search[param];
    const text = Array.isArray(raw) ? raw.at(-1) : raw;
    if (text === undefined) continue;
    const result = COMPARE_PARAM_SCHEMAS[param].safeParse(text);
    if (result.success) parsed[param] = result.data;
    else issues.push(`${param}: ${result.error.issues.map((i) => i.message).join("; ")}`);
  }
  return { state: stateFromParams(parsed as TParsed), issues };
}

/** The state as URL parameters, defaults left out, in a fixed order: equal states, equal strings. */
export function compareParams(state: TCompareState): [TCompareParamName, string][] {
  const d = DEFAULT_COMPARE_STATE;
  const params: [TCompareParamName, string][] = [];
  const add = (param: TCompareParamName, value: string | null | false) => {
    if (value) params.push([param, value]);
  };
  add("runs", state.runs.map(escapeItem).join(","));
  add("baseline", state.baseline);
  add("metric", state.metric !== d.metric && state.metric);
  add("dataset", state.datasets.map(escapeItem).join(","));
  add("split", state.splits.map(escapeItem).join(","));
  add("step", state.step && formatRange(state.step));
  add("scope", state.scope !== d.scope && state.scope);
  add("curve", state.curve);
  add("smooth", state.smooth !== d.smooth && String(state.smooth));
  add("a", state.a);
  add("b", state.b);
  add("correct", state.correct !== d.correct && state.correct);
  add("list", state.list !== d.list && state.list);
  add("open", state.open && `${state.open.a},${state.open.b}`);
  add("align", state.align !== d.align && state.align);
  return params;
}

// Commas, colons and slashes are legal in a query and keep links readable (runs=a,b, curve=logged:x/y).
const queryValue = (value: string) => encodeURIComponent(value).replace(/%(2C|3A|2F)/g, (m) => decodeURIComponent(m));

/** "?runs=a,b&metric=f1", or "" for the empty comparison. */
export function compareQueryString(state: TCompareState): string {
  const text = compareParams(state)
    .map(([param, value]) => `${param}=${queryValue(value)}`)
    .join("&");
  return text ? `?${text}` : "";
}
