import type { TRange } from "./filter";

// Ranges in URLs read "min..max" with either side open ("300..", "..0.5"): a dash would be
// ambiguous with negative rewards.
const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

export function parseRange(text: string): TRange | null {
  const parts = text.split("..");
  if (parts.length === 1) {
    const value = parseBound(parts[0]!);
    return value === undefined || value === null ? null : { min: value, max: value };
  }
  if (parts.length !== 2) return null;
  const min = parseBound(parts[0]!);
  const max = parseBound(parts[1]!);
  if (min === undefined || max === undefined || (min === null && max === null)) return null;
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

/** undefined: not a number; null: an open bound. */
function parseBound(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (!NUMBER.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

export function formatRange(range: TRange): string {
  if (range.min !== null && range.min === range.max) return String(range.min);
  return `${range.min ?? ""}..${range.max ?? ""}`;
}

/** "0.2 – 0.8", "≥ 300", "≤ 0.5" for chips and summaries. */
export function describeRange(range: TRange): string {
  if (range.min !== null && range.max !== null) {
    return range.min === range.max ? `= ${range.min}` : `${range.min} – ${range.max}`;
  }
  return range.min !== null ? `≥ ${range.min}` : `≤ ${range.max}`;
}
