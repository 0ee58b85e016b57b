import "server-only";

// PostgreSQL's COPY text format (https://www.postgresql.org/docs/current/sql-copy.html): one row
// per line, columns separated by tabs, \N for NULL, and backslash escapes for the characters that
// would break a row. Writing rows this way is what makes bulk ingest run at COPY speed.

export type TCopyValue = string | number | boolean | null | undefined | TCopyArray | TCopyNumbers | TCopyJson;
export type TCopyArray = { array: readonly string[] };
/** A numeric array (double precision[] and the like) whose elements may be NULL. */
export type TCopyNumbers = { numbers: readonly (number | null)[] };
export type TCopyJson = { json: unknown };

const ESCAPES: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };
const NEEDS_ESCAPE = /[\\\n\r\t]/g;
const HAS_ESCAPE = /[\\\n\r\t]/;

export function escapeCopyText(text: string): string {
  // Most text has nothing to escape: a test is cheaper than a replace that calls back per match.
  return HAS_ESCAPE.test(text) ? text.replace(NEEDS_ESCAPE, (c) => ESCAPES[c]!) : text;
}

/** A text[] literal: every element quoted, so commas, braces, quotes and "NULL" stay text. */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}

export function copyField(value: TCopyValue): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "string") return escapeCopyText(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`COPY cannot write the number ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "t" : "f";
  if ("array" in value) return escapeCopyText(arrayLiteral(value.array));
  if ("numbers" in value) return `{${value.numbers.map((n) => (n === null ? "NULL" : copyField(n))).join(",")}}`;
  return value.json === null || value.json === undefined ? "\\N" : escapeCopyText(JSON.stringify(value.json));
}

export function copyRow(values: readonly TCopyValue[]): string {
  return `${values.map(copyField).join("\t")}\n`;
}
