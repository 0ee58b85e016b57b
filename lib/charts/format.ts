// Tick and tooltip text for chart values. Rates and accuracies read as percentages (the papers
// report ACC/EM/OSR in %), other scalars with fixed decimals; a missing value is an em dash, never 0.

export type TValueFormat =
  { kind: "percent"; decimals: number } | { kind: "fixed"; decimals: number } | { kind: "integer" };

export const PERCENT: TValueFormat = { kind: "percent", decimals: 1 };
export const MISSING_TEXT = "—";

/** toFixed without "-0.0": a value that rounds to zero is shown unsigned. */
function fixed(value: number, decimals: number): string {
  const text = value.toFixed(decimals);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

export function formatValue(value: number | null | undefined, format: TValueFormat): string {
  if (value == null || !Number.isFinite(value)) return MISSING_TEXT;
  if (format.kind === "percent") return `${fixed(value * 100, format.decimals)}%`;
  if (format.kind === "fixed") return fixed(value, format.decimals);
  return Math.round(value).toLocaleString("en-US");
}

// verl/Search-R1 metric names (docs/formats.md): val/test_score/{ds} and val-core/… are accuracies
// (EM or acc in [0, 1]); *_ratio, *rate, acc/em/f1 are shares; counts and lengths are averages.
const PERCENT_NAMES = /^val(-core)?\/|(^|[/_])(rate|ratio|compliance|acc|accuracy|em|f1)($|[/_@])/;
const COUNT_NAMES = /(length|turns|number_of|count|searches|num_|steps)/;

/** A sensible default format for a logged metric name. */
export function metricFormat(name: string): TValueFormat {
  if (PERCENT_NAMES.test(name)) return PERCENT;
  if (COUNT_NAMES.test(name)) return { kind: "fixed", decimals: 2 };
  return { kind: "fixed", decimals: 3 };
}
