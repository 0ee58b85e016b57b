// Reading loosely typed JSON values the way the training stacks write them.
import type { TJsonObject } from "./types";

export const isObject = (value: unknown): value is TJsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** "a string", "an array", "null": for reasons like `"question" must be a string, got a number`. */
export function describeType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  const type = typeof value;
  return type === "object" || type === "undefined" ? `an ${type}` : `a ${type}`;
}

export const finiteNumber = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/** A training step or index: an integer ≥ 0 (3.0 counts, as Python floats often are). */
export const nonNegativeInteger = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;

/** Text from a string or a number (ids and answers are sometimes written as numbers). */
export function text(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

/** Gold answers: one string, or a list of strings/numbers; null when the value is neither. */
export function textList(value: unknown): string[] | null {
  const single = text(value);
  if (single !== null) return [single];
  if (!Array.isArray(value)) return null;
  const list = value.map(text);
  return list.every((item) => item !== null) ? list : null;
}

export type TFieldResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/** A required text field, with a reason naming it when it is missing or of the wrong type. */
export function requireText(object: TJsonObject, key: string): TFieldResult<string> {
  if (!(key in object) || object[key] === undefined) return { ok: false, reason: `missing "${key}"` };
  const value = text(object[key]);
  if (value === null) return { ok: false, reason: `"${key}" must be a string, got ${describeType(object[key])}` };
  return { ok: true, value };
}

/**
 * A required field that must already be a string: a question or a model's text written as a number
 * is a broken line, rejected with its file and line rather than stored as text without a word.
 */
export function requireString(object: TJsonObject, key: string): TFieldResult<string> {
  const value = object[key];
  if (value === undefined) return { ok: false, reason: `missing "${key}"` };
  if (typeof value !== "string") return { ok: false, reason: `"${key}" must be a string, got ${describeType(value)}` };
  return { ok: true, value };
}

/** The fields an adapter did not map, for `meta`; undefined when there are none. */
export function extras(object: TJsonObject, known: readonly string[]): TJsonObject | undefined {
  const rest: TJsonObject = {};
  let any = false;
  for (const [key, value] of Object.entries(object)) {
    if (known.includes(key)) continue;
    rest[key] = value;
    any = true;
  }
  return any ? rest : undefined;
}

/** Drops undefined entries so that `meta` holds only what is there; undefined when empty. */
export function compactMeta(meta: Record<string, unknown>): TJsonObject | undefined {
  const entries = Object.entries(meta).filter(([, value]) => value !== undefined);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The file name without its directories. */
export const baseName = (file: string): string => file.split(/[\\/]/).pop() ?? file;

/** The raw value when a mapped field could not be read (wrong type), so meta keeps it; else undefined. */
export const unread = (value: unknown, read: unknown): unknown =>
  value !== undefined && value !== null && (read === null || read === undefined) ? value : undefined;
