import type { TLabelFilter } from "./filter";
import { formatRange, parseRange } from "./range";

// One label condition reads name[=value][@source]; a list is comma-separated. Label names,
// values and sources may hold any character, so the four that structure the text are
// percent-escaped inside each part.
const RESERVED = /[%,=@]/g;
const escapePart = (part: string) => part.replace(RESERVED, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const unescapePart = (part: string) =>
  part.replace(/%(25|2C|3D|40)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export function formatLabelFilter(filter: TLabelFilter): string {
  let text = escapePart(filter.name);
  if (filter.value !== null) {
    text += `=${typeof filter.value === "string" ? escapePart(filter.value) : formatRange(filter.value)}`;
  }
  if (filter.source !== null) text += `@${escapePart(filter.source)}`;
  return text;
}

export function formatLabelFilters(filters: TLabelFilter[]): string {
  return filters.map(formatLabelFilter).join(",");
}

/** null when a part is malformed (an empty name, a stray separator). */
export function parseLabelFilter(text: string): TLabelFilter | null {
  const [head, source, extra] = text.split("@");
  if (extra !== undefined || head === undefined) return null;
  const [name, value, more] = head.split("=");
  if (more !== undefined || !name) return null;
  if (source !== undefined && source === "") return null;
  if (value !== undefined && value === "") return null;
  // "0.5..1" on a number label is a range; a plain value matches the canonical text exactly.
  const range = value?.includes("..") ? parseRange(value) : undefined;
  if (range === null) return null;
  return {
    name: unescapePart(name),
    value: value === undefined ? null : (range ?? unescapePart(value)),
    source: source === undefined ? null : unescapePart(source),
  };
}

export function parseLabelFilters(text: string): TLabelFilter[] | null {
  const filters = text.split(",").map(parseLabelFilter);
  return filters.every((f) => f !== null) ? filters : null;
}

/** "step_quality = BAD (judge:gpt-4.1)" for chips. */
export function describeLabelFilter(filter: TLabelFilter): string {
  const value =
    filter.value === null ? "" : ` = ${typeof filter.value === "string" ? filter.value : formatRange(filter.value)}`;
  return `${filter.name}${value}${filter.source ? ` (${filter.source})` : ""}`;
}
