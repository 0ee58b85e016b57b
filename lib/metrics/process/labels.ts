// Reading labels when several sources (judge, PRM, people, corrections) may have spoken.
import type { TLabelValue, TProcessLabel, TSourceMatch } from "./types";

export function matchesSource(source: string, match: TSourceMatch | undefined): boolean {
  if (match === undefined) return true;
  return typeof match === "string" ? source === match : match(source);
}

/**
 * The label that currently holds for `name`: the last one in order, restricted to `source` if given.
 * Readers of stored labels pass them in holding order (lib/annotate/current.ts inHoldingOrder: a
 * person's after a model's, each as made), so the last is the one the trajectory page shows.
 */
export function currentLabel<L extends TProcessLabel>(
  labels: readonly L[] | null | undefined,
  name: string,
  source?: TSourceMatch,
): L | undefined {
  return labels?.findLast((label) => label.name === name && matchesSource(label.source, source));
}

const TRUE_TEXT = new Set(["true", "yes", "1"]);
const FALSE_TEXT = new Set(["false", "no", "0"]);

/** A yes/no reading of a value: booleans, 0/1, and their text forms; anything else is null. */
export function labelFlag(value: TLabelValue | null | undefined): boolean | null {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value === 1 ? true : value === 0 ? false : null;
  if (typeof value !== "string") return null;
  const text = value.trim().toLowerCase();
  return TRUE_TEXT.has(text) ? true : FALSE_TEXT.has(text) ? false : null;
}

/** A numeric reading: numbers, booleans as 1/0, numeric text; anything else is null. */
export function labelNumber(value: TLabelValue | null | undefined): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value !== "string" || value.trim() === "") return null;
  const flag = labelFlag(value);
  if (flag !== null) return flag ? 1 : 0;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export type TStepQuality = "good" | "bad" | "unknown";

/**
 * PRO-Step's step_quality: the judge writes GOOD/BAD/UNKNOWN, the PRM r̂ ∈ {0, 1} (1 = sound step,
 * paper Eq. 2); booleans read as good/bad. Anything else is unknown.
 */
export function stepQuality(value: TLabelValue | null | undefined): TStepQuality {
  if (typeof value === "string") {
    const text = value.trim().toUpperCase();
    if (text === "GOOD") return "good";
    if (text === "BAD") return "bad";
  }
  const flag = labelFlag(value);
  return flag === null ? "unknown" : flag ? "good" : "bad";
}
