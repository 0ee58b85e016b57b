// Python's whitespace as the reference format checks see it: str.strip()/isspace() and the `\s` of a
// str regex use the same table (Python 3.11), which holds U+001C–U+001F and U+0085 and not U+FEFF —
// unlike JavaScript's trim() and \s. All of it is in the BMP, so one UTF-16 unit is one code point.
import { SPACE_CODE_POINTS } from "@/lib/metrics/answer/python-unicode-data";

const SPACES = new Set(SPACE_CODE_POINTS);

/** A regex character class body (without brackets) of Python's whitespace, for `\s` in a port. */
export const PY_SPACE = SPACE_CODE_POINTS.map((cp) => `\\u${cp.toString(16).padStart(4, "0")}`).join("");

export function pyIsSpace(char: string): boolean {
  return char.length === 1 && SPACES.has(char.charCodeAt(0));
}

/** Index of the first non-whitespace character at or after `from` (text.length when none). */
export function skipPySpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && SPACES.has(text.charCodeAt(i))) i++;
  return i;
}

export function pyLstrip(text: string): string {
  return text.slice(skipPySpace(text, 0));
}

export function pyRstrip(text: string): string {
  let end = text.length;
  while (end > 0 && SPACES.has(text.charCodeAt(end - 1))) end--;
  return text.slice(0, end);
}

export function pyStrip(text: string): string {
  return pyRstrip(pyLstrip(text));
}
