// Parsing one line of JSON with an error a person can act on: where it broke and why.

export type TJsonParse = { ok: true; value: unknown } | { ok: false; reason: string };

// V8's messages: "… in JSON at position 6" or "… after JSON at position 6" (sometimes with
// "(line 1 column 7)" after it), or
// "Unexpected token '}', "<an echo of the input>" is not valid JSON" with no position at all.
const POSITION = /(?: in JSON)? at position (\d+)(?: \(line \d+ column \d+\))?$/;
const ECHO = /, (?:\.\.\.)?".*" is not valid JSON$/s;
const END = "Unexpected end of JSON input";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// True when the text fails before its end (a real error), false when it is valid or merely cut short.
function failsBeforeEnd(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    return false;
  } catch (error) {
    const message = messageOf(error);
    if (message.startsWith(END)) return false;
    const match = POSITION.exec(message);
    return match ? Number(match[1]) < prefix.length : true;
  }
}

// "Fails before its end" is monotonic in the prefix length, so the first failing prefix is found by
// bisection; it costs O(n log n) on a rejected line only.
function locateError(text: string): number {
  let lo = 1;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (failsBeforeEnd(text.slice(0, mid))) hi = mid;
    else lo = mid + 1;
  }
  return lo - 1;
}

export function describeJsonError(text: string, error: unknown): string {
  const message = messageOf(error);
  if (message.startsWith(END)) {
    return `JSON syntax error at position ${text.length}: unexpected end of input (is the line cut off?)`;
  }
  const match = POSITION.exec(message);
  if (match) return `JSON syntax error at position ${match[1]}: ${message.slice(0, match.index)}`;
  return `JSON syntax error at position ${locateError(text)}: ${message.replace(ECHO, "")}`;
}

const NON_FINITE = ["-Infinity", "Infinity", "NaN"] as const;

/**
 * Python's json.dumps writes NaN, Infinity and -Infinity bare (allow_nan defaults to True), which
 * JSON.parse refuses. Outside strings they become null; returns null when there were none.
 */
export function replaceNonFinite(text: string): string | null {
  let out = "";
  let last = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) {
      inString = true;
      continue;
    }
    const token = NON_FINITE.find((t) => text.startsWith(t, i));
    if (token) {
      out += text.slice(last, i) + "null";
      i += token.length - 1;
      last = i + 1;
    }
  }
  return last === 0 ? null : out + text.slice(last);
}

/** JSON.parse with a located error; `allowNonFinite` reads Python's bare NaN/Infinity as null. */
export function parseJson(text: string, options: { allowNonFinite?: boolean } = {}): TJsonParse {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const repaired = options.allowNonFinite ? replaceNonFinite(text) : null;
    if (repaired !== null) {
      try {
        return { ok: true, value: JSON.parse(repaired) };
      } catch {
        // Still broken: report the error in the text as written.
      }
    }
    return { ok: false, reason: describeJsonError(text, error) };
  }
}
