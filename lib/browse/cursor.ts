import { z } from "zod";
import { SORT_KEYS, type TSort } from "./filter";

// A keyset cursor names the last row of a page by its sort value and id, so the next page starts
// right after it with an index range scan (no OFFSET: page 10,000 costs what page 1 costs). It
// also records the sort it belongs to, so a cursor from another order is refused, not misread.

export type TCursor = { sort: TSort; value: number | string | null; id: string };

const ZCursorWire = z.tuple([
  z.enum(SORT_KEYS),
  z.enum(["asc", "desc"]),
  z.union([z.number(), z.string(), z.null()]),
  z.string().regex(/^\d{1,19}$/),
]);

export function encodeCursor(cursor: TCursor): string {
  const json = JSON.stringify([cursor.sort.key, cursor.sort.direction, cursor.value, cursor.id]);
  return toBase64Url(new TextEncoder().encode(json));
}

/** null when the text is not a cursor this code wrote. */
export function decodeCursor(text: string): TCursor | null {
  try {
    const json = new TextDecoder("utf-8", { fatal: true }).decode(fromBase64Url(text));
    const parsed = ZCursorWire.safeParse(JSON.parse(json));
    if (!parsed.success) return null;
    const [key, direction, value, id] = parsed.data;
    return { sort: { key, direction }, value, id };
  } catch {
    return null;
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("not base64url");
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const NULLABLE_KEYS = new Set<TSort["key"]>(["training_step", "dataset", "em", "f1", "acc", "reward"]);

/** Whether a decoded cursor belongs to this sort and carries a value of the sort column's type. */
export function cursorFits(cursor: TCursor, sort: TSort): boolean {
  if (cursor.sort.key !== sort.key || cursor.sort.direction !== sort.direction) return false;
  if (sort.key === "id") return cursor.value === null;
  if (cursor.value === null) return NULLABLE_KEYS.has(sort.key);
  return sort.key === "dataset" ? typeof cursor.value === "string" : typeof cursor.value === "number";
}
