// Curves over training steps, one per run, from the per-step aggregates (step_stats) or the
// logged scalars (metric_points) — never from raw trajectories. lib/charts smooths (TensorBoard's
// debiased EMA), buckets (min/max bands, ≤ 1,000 rows), keeps gaps and gives each run its colour.
import type { TRange } from "@/lib/browse/filter";
import { prepareOverlay } from "@/lib/charts/overlay";
import type { TPoint } from "@/lib/charts/types";
import { LOGGED_PREFIX } from "./state";
import type { TCompareCurves, TCurveOption } from "./types";

export type TCurveSource = { source: "stats" | "logged"; name: string };

export function parseCurve(key: string): TCurveSource {
  return key.startsWith(LOGGED_PREFIX)
    ? { source: "logged", name: key.slice(LOGGED_PREFIX.length) }
    : { source: "stats", name: key };
}

const STAT_LABELS: Record<string, string> = {
  reward: "Reward",
  em: "EM",
  f1: "F1",
  acc: "Acc (sub-EM)",
  searches: "Searches per trajectory",
  turns: "Turns per trajectory",
  format_valid: "Format valid",
  response_bytes: "Response bytes",
  over_search_rate: "Over-search rate",
  under_search_rate: "Under-search rate",
};

export function curveLabel(key: string): string {
  const { source, name } = parseCurve(key);
  if (source === "logged") return `${name} (logged)`;
  if (name.startsWith("component:")) return `Reward component ${name.slice("component:".length)} (mean per step)`;
  return `${STAT_LABELS[name] ?? name} (mean per step)`;
}

/** The per-step aggregates first (in the order people look for them), then the logged scalars. */
export function curveOptions(statNames: readonly string[], loggedNames: readonly string[]): TCurveOption[] {
  const known = Object.keys(STAT_LABELS);
  const rank = (name: string) => (known.includes(name) ? known.indexOf(name) : known.length);
  const stats = [...new Set(statNames)].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
  const logged = [...new Set(loggedNames)].sort().map((name) => `${LOGGED_PREFIX}${name}`);
  return [...stats, ...logged].map((key) => ({ key, label: curveLabel(key) }));
}

const inRange = (x: number, step: TRange | null) =>
  !step || ((step.min === null || x >= step.min) && (step.max === null || x <= step.max));

export function prepareCompareCurves(input: {
  curve: string;
  dataset: string | null;
  smoothing: number;
  step: TRange | null;
  options: TCurveOption[];
  series: { run: string; points: TPoint[] }[];
}): TCompareCurves {
  const { step } = input;
  const series = input.series.map((s) => ({ name: s.run, points: s.points.filter((p) => inRange(p.x, step)) }));
  const range = step && step.min !== null && step.max !== null ? ([step.min, step.max] as const) : undefined;
  return {
    curve: input.curve,
    label: curveLabel(input.curve),
    dataset: input.dataset,
    smoothing: input.smoothing,
    options: input.options,
    overlay: prepareOverlay(series, { smoothing: input.smoothing, range }),
    points: series.map((s) => ({ run: s.name, count: s.points.length })),
  };
}
