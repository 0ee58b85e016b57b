import * as z from "zod/mini";
import { addIssue } from "@/lib/http/zod-mini";
import { ZCorrectnessText } from "@/lib/metrics/process/correctness-param";
import { COLUMN_KEYS, DEFAULT_COLUMNS, orderColumns, type TColumnKey } from "./columns";
import {
  DEFAULT_SORT,
  EMPTY_FILTER,
  FLAGS,
  GOLD_FILTERS,
  MAX_ID_FILTER,
  SORT_KEYS,
  type TSort,
  type TSortKey,
  type TTrajectoryFilter,
} from "./filter";
import { formatLabelFilters, parseLabelFilters } from "./label-filter";
import { formatRange, parseRange } from "./range";

// The URL form of a trajectory list. One parameter per filter, short and readable:
//   ?dataset=nq,hotpotqa&step=300..400&outcome=correct&gold=missed&flags=flawed_but_correct
//   &label=step_quality=BAD@judge:gpt-4.1-nano&disagree=any&q=paris&ids=12,40&sort=-reward&cols=dataset,f1
// The same schemas check a page's searchParams and an endpoint's query, so both read a link alike.

export type TBrowseState = { filter: TTrajectoryFilter; sort: TSort; columns: TColumnKey[] };

export const DEFAULT_STATE: TBrowseState = { filter: EMPTY_FILTER, sort: DEFAULT_SORT, columns: DEFAULT_COLUMNS };

const list = <T extends string>(item: z.ZodMiniType<T>) =>
  z.pipe(
    z.string(),
    z.transform((text, ctx) => {
      const items = [
        ...new Set(
          text
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      const parsed = items.map((value) => item.safeParse(value));
      const bad = parsed.findIndex((p) => !p.success);
      if (bad >= 0) addIssue(ctx, `Unknown value "${items[bad]}"`);
      return parsed.flatMap((p) => (p.success ? [p.data] : []));
    }),
  );

/** "min..max" (either side may be empty) as a range; compare's step= reads the same way. */
export const ZRangeText = z.pipe(
  z.string(),
  z.transform((text, ctx) => {
    const parsed = parseRange(text);
    if (!parsed) addIssue(ctx, `Expected "min..max" (either side may be empty), got "${text}"`);
    return parsed;
  }),
);

const sort = z.pipe(
  z.string(),
  z.transform((text, ctx): TSort => {
    const direction = text.startsWith("-") ? "desc" : "asc";
    const key = text.replace(/^[-+]/, "");
    if (!(SORT_KEYS as readonly string[]).includes(key)) {
      addIssue(ctx, `Cannot sort by "${key}"; sortable: ${SORT_KEYS.join(", ")}`);
      return DEFAULT_SORT;
    }
    return { key: key as TSortKey, direction };
  }),
);

/** One schema per URL parameter: each turns its text into its part of the state. */
export const BROWSE_PARAM_SCHEMAS = {
  dataset: list(z.string().check(z.maxLength(200))),
  split: list(z.string().check(z.maxLength(200))),
  step: ZRangeText,
  outcome: z.enum(["correct", "incorrect"]),
  correct: ZCorrectnessText,
  gold: z.enum(GOLD_FILTERS),
  f1: ZRangeText,
  reward: ZRangeText,
  searches: ZRangeText,
  flags: list(z.enum(FLAGS)),
  label: z.pipe(
    z.string(),
    z.transform((text, ctx) => {
      const parsed = parseLabelFilters(text);
      if (!parsed) addIssue(ctx, `Expected name[=value][@source], got "${text}"`);
      return parsed ?? [];
    }),
  ),
  disagree: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  q: z.string().check(z.trim(), z.maxLength(500)),
  ids: list(z.string().check(z.regex(/^\d{1,19}$/))).check(
    z.refine((ids) => ids.length <= MAX_ID_FILTER, { message: `At most ${MAX_ID_FILTER} trajectory ids` }),
  ),
  sort,
  cols: list(z.enum(COLUMN_KEYS)),
};

export type TBrowseParamName = keyof typeof BROWSE_PARAM_SCHEMAS;
export const BROWSE_PARAM_NAMES = Object.keys(BROWSE_PARAM_SCHEMAS) as TBrowseParamName[];
type TParsedParams = { [K in TBrowseParamName]?: z.output<(typeof BROWSE_PARAM_SCHEMAS)[K]> };

export function stateFromParams(p: TParsedParams): TBrowseState {
  return {
    filter: {
      datasets: p.dataset ?? [],
      splits: p.split ?? [],
      trainingStep: p.step ?? null,
      outcome: p.outcome ?? null,
      correct: p.correct && p.correct !== "em" ? p.correct : null,
      gold: p.gold ?? null,
      f1: p.f1 ?? null,
      reward: p.reward ?? null,
      searches: p.searches ?? null,
      flags: p.flags ?? [],
      labels: p.label ?? [],
      disagreement: p.disagree ?? null,
      text: p.q || null,
      ids: p.ids ?? [],
    },
    sort: p.sort ?? DEFAULT_SORT,
    columns: p.cols ? orderColumns(p.cols) : DEFAULT_COLUMNS,
  };
}

/** Strict: any unknown or malformed parameter is an issue (the API answers 422). */
export const ZBrowseParams = z.strictObject(
  Object.fromEntries(BROWSE_PARAM_NAMES.map((name) => [name, z.optional(BROWSE_PARAM_SCHEMAS[name])])) as {
    [K in TBrowseParamName]: z.ZodMiniOptional<(typeof BROWSE_PARAM_SCHEMAS)[K]>;
  },
);

/**
 * Lenient, for pages: a hand-edited link keeps what it can read and reports the rest, instead
 * of failing the whole page. Unknown parameters are ignored (they may belong to someone else).
 */
export function parseBrowseParams(search: Record<string, string | string[] | undefined>): {
  state: TBrowseState;
  issues: string[];
} {
  const parsed: Record<string, unknown> = {};
  const issues: string[] = [];
  for (const name of BROWSE_PARAM_NAMES) {
    const raw = search[name];
    const text = Array.isArray(raw) ? raw.at(-1) : raw;
    if (text === undefined) continue;
    const result = BROWSE_PARAM_SCHEMAS[name].safeParse(text);
    if (result.success) parsed[name] = result.data;
    else issues.push(`${name}: ${result.error.issues.map((i) => i.message).join("; ")}`);
  }
  return { state: stateFromParams(parsed as TParsedParams), issues };
}

/** The state as URL parameters, defaults left out, in a fixed order: equal states, equal strings. */
export function browseParams(state: Pick<TBrowseState, "filter" | "sort"> & { columns?: TColumnKey[] }) {
  const { filter, sort: s, columns } = state;
  const params: [TBrowseParamName, string][] = [];
  const add = (name: TBrowseParamName, value: string | null) => {
    if (value) params.push([name, value]);
  };
  add("dataset", filter.datasets.join(","));
  add("split", filter.splits.join(","));
  add("step", filter.trainingStep && formatRange(filter.trainingStep));
  add("outcome", filter.outcome);
  add("correct", filter.correct);
  add("gold", filter.gold);
  add("f1", filter.f1 && formatRange(filter.f1));
  add("reward", filter.reward && formatRange(filter.reward));
  add("searches", filter.searches && formatRange(filter.searches));
  add("flags", filter.flags.join(","));
  add("label", formatLabelFilters(filter.labels));
  add("disagree", filter.disagreement);
  add("q", filter.text);
  add("ids", filter.ids.join(","));
  if (s.key !== DEFAULT_SORT.key || s.direction !== DEFAULT_SORT.direction) {
    add("sort", `${s.direction === "desc" ? "-" : ""}${s.key}`);
  }
  if (columns && columns.join(",") !== DEFAULT_COLUMNS.join(",")) add("cols", orderColumns(columns).join(","));
  return params;
}

/** "?dataset=nq&sort=-reward", or "" for the default list. */
export function browseQueryString(state: Parameters<typeof browseParams>[0]): string {
  const text = new URLSearchParams(browseParams(state)).toString();
  return text ? `?${text}` : "";
}
