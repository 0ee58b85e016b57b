// Metric identities on the dynamics page: a step_stats name as is (`em`, `component:path`), a
// logged scalar prefixed with `log:` (`log:val/test_score/nq`), so one URL parameter names either.
import { metricFormat, PERCENT, type TValueFormat } from "@/lib/charts";
import { BEHAVIOUR_LABELS, isBehaviour, type TBehaviour } from "@/lib/behaviour/detectors";
import type { TBandKind, TMetricSource, TResolvedBand } from "./types";

export const LOGGED_PREFIX = "log:";

export type TMetricId = { source: TMetricSource; name: string };

export function parseMetricId(id: string): TMetricId {
  return id.startsWith(LOGGED_PREFIX)
    ? { source: "logged", name: id.slice(LOGGED_PREFIX.length) }
    : { source: "stats", name: id };
}

export const metricIdOf = ({ source, name }: TMetricId) => (source === "logged" ? `${LOGGED_PREFIX}${name}` : name);

// step_stats names (lib/db/step-stats.ts) as the papers write them.
const STAT_LABELS: Record<string, string> = {
  reward: "Reward",
  em: "EM",
  f1: "F1",
  acc: "ACC (sub-EM)",
  searches: "Searches per trajectory",
  turns: "Turns",
  format_valid: "Format compliance",
  response_bytes: "Response size (bytes)",
  over_search_rate: "Over-search rate",
  under_search_rate: "Under-search rate",
  "turns/success": "Turns (successful)",
  "turns/failure": "Turns (failed)",
  answer_words: "Answer length (words)",
};

const STAT_FORMATS: Record<string, TValueFormat> = {
  format_valid: PERCENT,
  response_bytes: { kind: "integer" },
  reward: { kind: "fixed", decimals: 3 },
};

const BEHAVIOUR_PREFIX = "behaviour:";

/** The step_stats name of a behaviour detector's share (lib/dynamics/server/step-stats.ts). */
export const behaviourStatName = (behaviour: TBehaviour) => `${BEHAVIOUR_PREFIX}${behaviour}`;

function behaviourOfStat(name: string): TBehaviour | null {
  const behaviour = name.startsWith(BEHAVIOUR_PREFIX) ? name.slice(BEHAVIOUR_PREFIX.length) : null;
  return behaviour !== null && isBehaviour(behaviour) ? behaviour : null;
}

export function metricLabel(id: string): string {
  const { source, name } = parseMetricId(id);
  if (source === "logged") return `${name} (logged)`;
  if (name.startsWith("component:")) return `Reward component ${name.slice("component:".length)}`;
  const behaviour = behaviourOfStat(name);
  if (behaviour) return `Share flagged: ${BEHAVIOUR_LABELS[behaviour]}`;
  return STAT_LABELS[name] ?? name;
}

export function metricValueFormat(id: string): TValueFormat {
  const { source, name } = parseMetricId(id);
  if (source === "stats" && behaviourOfStat(name)) return PERCENT;
  return (source === "stats" ? STAT_FORMATS[name] : undefined) ?? metricFormat(name);
}

/** Efficiency rows are shown by their own charts, not offered as free metrics. */
export const isEfficiencyStat = (name: string) => name.startsWith("iterations/");

/** The charts a run page opens with: reward and EM when the run has them, else its first metric. */
export function defaultMetrics(stats: readonly string[], logged: readonly string[]): string[] {
  const preferred = ["reward", "em"].filter((name) => stats.includes(name));
  if (preferred.length > 0) return preferred;
  const first = stats[0] ?? (logged[0] === undefined ? undefined : `${LOGGED_PREFIX}${logged[0]}`);
  return first === undefined ? [] : [first];
}

// Per-trajectory values that are 0 or 1: their min–max is 0–1 wherever a step has both outcomes,
// and their confidence interval is Wilson's.
const BINARY_STATS = new Set(["em", "acc", "format_valid", "over_search_rate", "under_search_rate"]);

export const isBinaryMetric = (id: string) => {
  const { source, name } = parseMetricId(id);
  return source === "stats" && (BINARY_STATS.has(name) || behaviourOfStat(name) !== null);
};

/** `auto`: the 95% confidence interval of the mean; none at all while runs are overlaid. */
export function resolveBand(band: TBandKind, isOverlaid = false): TResolvedBand {
  if (isOverlaid) return "none";
  return band === "auto" ? "ci95" : band;
}
