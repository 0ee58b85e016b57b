import * as z from "zod/mini";
import "@/lib/http/zod-mini";
import { BAND_KINDS, type TBandKind } from "./types";

// The dynamics page's state in its URL, short and readable:
//   /runs/<name>/dynamics?metric=reward,em&dataset=nq&smooth=0.8&runs=<other>,<other>&from=100&to=200&band=p50p90
// and the chart endpoint's query (one metric per request):
//   /api/runs/<name>/charts?metric=em&dataset=nq&smooth=0.8&runs=<other>&from=100&to=200&band=p50p90
// Pages read leniently (keep what parses, report the rest); endpoints strictly (422).

/** TensorBoard's default smoothing weight. */
export const DEFAULT_SMOOTHING = 0.6;
export const DEFAULT_BAND: TBandKind = "auto";
export const MAX_OVERLAY_RUNS = 12;

const names = (max: number) =>
  z.pipe(
    z.pipe(
      z.string().check(z.maxLength(5000)),
      z.transform((text) => [
        ...new Set(
          text
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ]),
    ),
    z.array(z.string().check(z.maxLength(500))).check(z.maxLength(max)),
  );

const step = z.coerce.number().check(z.int(), z.gte(-1_000_000_000), z.lte(1_000_000_000));
/** Steps per point: `auto` (enough trajectories per point, lib/dynamics/bins.ts) or a whole number (1 = every step). */
export const DEFAULT_BIN = "auto" as const;
export type TBinChoice = "auto" | number;
const bin = z.union([z.literal("auto"), z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000))]);
export const FACETS = ["dataset"] as const;
const smooth = z.coerce.number().check(z.gte(0), z.lte(0.999));

export const DYNAMICS_PARAM_SCHEMAS = {
  metric: names(8),
  dataset: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  smooth,
  runs: names(MAX_OVERLAY_RUNS),
  from: step,
  to: step,
  band: z.enum(BAND_KINDS),
  bin,
  facet: z.enum(FACETS),
};
export type TDynamicsParamName = keyof typeof DYNAMICS_PARAM_SCHEMAS;
export const DYNAMICS_PARAM_NAMES = Object.keys(DYNAMICS_PARAM_SCHEMAS) as TDynamicsParamName[];

export type TZoom = { from: number | null; to: number | null };
export type TDynamicsState = {
  /** Empty: the run's default metrics (chosen once the page knows what the run has). */
  metrics: string[];
  dataset: string | null;
  smoothing: number;
  runs: string[];
  zoom: TZoom;
  band: TBandKind;
  bin: TBinChoice;
  /** One small chart per dataset for each metric. */
  facet: (typeof FACETS)[number] | null;
};

/** Lenient, for the page: a hand-edited link keeps what it can read and reports the rest. */
export function parseDynamicsParams(search: Record<string, string | string[] | undefined>): {
  state: TDynamicsState;
  issues: string[];
} {
  const parsed: { [K in TDynamicsParamName]?: z.output<(typeof DYNAMICS_PARAM_SCHEMAS)[K]> } = {};
  const issues: string[] = [];
  for (const name of DYNAMICS_PARAM_NAMES) {
    const raw = search[name];
    const text = Array.isArray(raw) ? raw.at(-1) : raw;
    if (text === undefined || text === "") continue;
    const result = DYNAMICS_PARAM_SCHEMAS[name].safeParse(text);
    if (result.success) Object.assign(parsed, { [name]: result.data });
    else issues.push(`${name}: ${result.error.issues.map((i) => i.message).join("; ")}`);
  }
  const [from, to] = [parsed.from ?? null, parsed.to ?? null];
  const isInverted = from !== null && to !== null && from > to;
  if (isInverted) issues.push("from: the zoom starts after it ends, so it was dropped");
  return {
    state: {
      metrics: parsed.metric ?? [],
      dataset: parsed.dataset ?? null,
      smoothing: parsed.smooth ?? DEFAULT_SMOOTHING,
      runs: parsed.runs ?? [],
      zoom: isInverted ? { from: null, to: null } : { from, to },
      band: parsed.band ?? DEFAULT_BAND,
      bin: parsed.bin ?? DEFAULT_BIN,
      facet: parsed.facet ?? null,
    },
    issues,
  };
}

/** The state as URL parameters, defaults left out, in a fixed order: equal states, equal strings. */
export function dynamicsParams(state: TDynamicsState): [TDynamicsParamName, string][] {
  const params: [TDynamicsParamName, string][] = [];
  const add = (name: TDynamicsParamName, value: string | null) => {
    if (value) params.push([name, value]);
  };
  add("metric", state.metrics.join(","));
  add("dataset", state.dataset);
  add("smooth", state.smoothing === DEFAULT_SMOOTHING ? null : String(state.smoothing));
  add("runs", state.runs.join(","));
  add("from", state.zoom.from === null ? null : String(state.zoom.from));
  add("to", state.zoom.to === null ? null : String(state.zoom.to));
  add("band", state.band === DEFAULT_BAND ? null : state.band);
  add("bin", state.bin === DEFAULT_BIN ? null : String(state.bin));
  add("facet", state.facet);
  return params;
}

/** What one chart request needs: the page's state narrowed to one metric (a facet asks per dataset). */
export type TChartQuery = Omit<TDynamicsState, "metrics" | "facet"> & { metric: string };

const ZChartQueryObject = z.strictObject({
  metric: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  dataset: z.optional(DYNAMICS_PARAM_SCHEMAS.dataset),
  smooth: z.optional(smooth),
  runs: z.optional(DYNAMICS_PARAM_SCHEMAS.runs),
  from: z.optional(step),
  to: z.optional(step),
  band: z.optional(DYNAMICS_PARAM_SCHEMAS.band),
  bin: z.optional(bin),
});
type TQueryInput = Partial<z.output<typeof ZChartQueryObject>>;
const isOrdered = (q: TQueryInput) => q.from === undefined || q.to === undefined || q.from <= q.to;
const ORDER_ISSUE = { message: "from must not be after to", path: ["from"] };
const common = (q: TQueryInput) => ({
  dataset: q.dataset ?? null,
  smoothing: q.smooth ?? DEFAULT_SMOOTHING,
  zoom: { from: q.from ?? null, to: q.to ?? null },
  band: q.band ?? DEFAULT_BAND,
});

/** The endpoint's query: the same parameter names, one metric, nothing unknown. */
export const ZChartQuery = z.pipe(
  ZChartQueryObject.check(z.refine(isOrdered, ORDER_ISSUE)),
  z.transform((q): TChartQuery => ({
    metric: q.metric,
    runs: q.runs ?? [],
    bin: q.bin ?? DEFAULT_BIN,
    ...common(q),
  })),
);

/** The efficiency charts' query: the page's state without metrics and overlaid runs. */
export type TEfficiencyQuery = Pick<TDynamicsState, "dataset" | "smoothing" | "zoom" | "band">;
/** The efficiency query's parameters, for a chart endpoint that takes more (refine and transform as below). */
export const ZEfficiencyQueryObject = z.omit(ZChartQueryObject, { metric: true, runs: true, bin: true });
export const toEfficiencyQuery = (q: TQueryInput): TEfficiencyQuery => common(q);
export const isEfficiencyQueryOrdered = isOrdered;
export const ZEfficiencyQuery = z.pipe(
  ZEfficiencyQueryObject.check(z.refine(isOrdered, ORDER_ISSUE)),
  z.transform((q): TEfficiencyQuery => common(q)),
);

/** "metric=em&runs=a,b…" in the order dynamicsParams writes: the request's canonical form. */
export function chartQueryString(query: TChartQuery | TEfficiencyQuery): string {
  const base = { metrics: [], runs: [], bin: DEFAULT_BIN, facet: null, ...query } as TDynamicsState;
  const params = dynamicsParams({ ...base, metrics: "metric" in query ? [query.metric] : [] });
  return new URLSearchParams(params).toString();
}
