// Python 3 `str` behaviour that the reference metrics rely on, driven by Python's own Unicode
// tables (python-unicode-data.ts). JavaScript's toLowerCase, \p{L} and \s follow the engine's ICU,
// which is newer than Python 3.11's Unicode 14 and differs between Node releases; JS \b and \w
// are ASCII-only; JS \s adds U+FEFF and misses U+001C–U+001F and U+0085.
import {
  CASE_IGNORABLE_RANGES,
  CASED_RANGES,
  LOWER_MULTI,
  LOWER_RUNS,
  SPACE_CODE_POINTS,
  WORD_RANGES,
} from "./python-unicode-data";

const NON_ASCII = /[\u0080-\uffff]/;
const WORD_CLASS = `[${classBody(WORD_RANGES)}]`;
const SPACE_RUN = new RegExp(`[${classBody(toRanges(SPACE_CODE_POINTS))}]+`, "u");

// What lower() maps, and every code point it changes (a compiled class scans far faster than a
// per-code-point loop). Built on first use, not at import: most pages import the metrics through
// the list's filters without lowering a string, and building these took ~10 ms of their load.
let lowering: { map: Map<number, string>; changes: RegExp } | undefined;

function loweringTables(): { map: Map<number, string>; changes: RegExp } {
  if (lowering) return lowering;
  const map = new Map<number, string>(LOWER_MULTI);
  for (let r = 0; r + 3 < LOWER_RUNS.length; r += 4) {
    const [start, count, delta, stride] = LOWER_RUNS.slice(r, r + 4) as [number, number, number, number];
    for (let k = 0; k < count; k++) map.set(start + k * stride, String.fromCodePoint(start + k * stride + delta));
  }
  lowering = { map, changes: new RegExp(`[${classBody(toRanges([...map.keys()]))}]`, "gu") };
  return lowering;
}

/** Sorted code points → flat inclusive [from, to, from, to, …] ranges. */
function toRanges(codePoints: readonly number[]): number[] {
  const flat: number[] = [];
  for (const cp of [...codePoints].sort((a, b) => a - b)) {
    if (flat.length > 0 && flat[flat.length - 1] === cp - 1) flat[flat.length - 1] = cp;
    else flat.push(cp, cp);
  }
  return flat;
}

function classBody(flatRanges: readonly number[]): string {
  const hex = (cp: number) => `\\u{${cp.toString(16)}}`;
  const parts: string[] = [];
  for (let i = 0; i + 1 < flatRanges.length; i += 2) {
    const [from, to] = [flatRanges[i] as number, flatRanges[i + 1] as number];
    parts.push(from === to ? hex(from) : `${hex(from)}-${hex(to)}`);
  }
  return parts.join("");
}

function inRanges(flatRanges: readonly number[], cp: number): boolean {
  let lo = 0;
  let hi = flatRanges.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < (flatRanges[2 * mid] as number)) hi = mid - 1;
    else if (cp > (flatRanges[2 * mid + 1] as number)) lo = mid + 1;
    else return true;
  }
  return false;
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;
const widthOf = (cp: number) => (cp > 0xffff ? 2 : 1);

/** The code point ending just before `index`, and where it starts (a lone surrogate counts alone). */
function codePointBefore(text: string, index: number): [number, number] {
  const unit = text.charCodeAt(index - 1);
  if (isLowSurrogate(unit) && index >= 2 && isHighSurrogate(text.charCodeAt(index - 2))) {
    return [text.codePointAt(index - 2) as number, index - 2];
  }
  return [unit, index - 1];
}

/** CPython's handle_capital_sigma: cased (case-ignorables skipped) before, and no cased after. */
function isFinalSigma(text: string, index: number): boolean {
  let before: number | undefined;
  for (let k = index; k > 0 && before === undefined;) {
    const [cp, start] = codePointBefore(text, k);
    if (inRanges(CASE_IGNORABLE_RANGES, cp)) k = start;
    else before = cp;
  }
  if (before === undefined || !inRanges(CASED_RANGES, before)) return false;
  for (let k = index + 1; k < text.length;) {
    const cp = text.codePointAt(k) as number;
    if (!inRanges(CASE_IGNORABLE_RANGES, cp)) return !inRanges(CASED_RANGES, cp);
    k += widthOf(cp);
  }
  return true;
}

/** Python's `str.lower()`: full mappings (İ → i̇), final sigma, Unicode 14 data only. */
export function pyLower(text: string): string {
  if (!NON_ASCII.test(text)) return text.toLowerCase(); // ASCII maps A–Z alike in both languages
  const { map, changes } = loweringTables();
  return text.replace(changes, (char: string, offset: number) =>
    char === "\u03a3" ? (isFinalSigma(text, offset) ? "ς" : "σ") : (map.get(char.codePointAt(0) as number) as string),
  );
}

const SPACE_CLASS = `[${classBody(toRanges(SPACE_CODE_POINTS))}]`;
const OTHER_SPACE_CLASS = `[${classBody(toRanges(SPACE_CODE_POINTS.filter((cp) => cp !== 0x20)))}]`;
// Every run of whitespace except a lone " ", which is already what a run becomes: a space with
// more whitespace after it, or another whitespace character and the rest of its run. Prose has a
// lone space every few characters, and replacing each by itself took 3.5 times as long.
const RUNS_TO_REWRITE = new RegExp(` ${SPACE_CLASS}+|${OTHER_SPACE_CLASS}${SPACE_CLASS}*`, "gu");

/**
 * `" ".join(text.split())`: every run of Python whitespace one space, none at either end. One
 * replace, not a token per word: normalizing retrieved passages this way was ~1.8 s of the 11 s a
 * bench:ingest of 30,000 rollouts spent in JavaScript.
 */
export function pyCollapseWhitespace(text: string): string {
  const spaced = text.replace(RUNS_TO_REWRITE, " ");
  // Every " " left is a whole run, so only one can sit at each end.
  const start = spaced.startsWith(" ") ? 1 : 0;
  const end = spaced.length > start && spaced.endsWith(" ") ? spaced.length - 1 : spaced.length;
  return spaced.slice(start, end);
}

/**
 * The [start, end) offsets of the tokens `str.split()` (no argument) returns — runs of Python
 * whitespace between them, no empty token — in order (UTF-16 offsets into `text`).
 */
export function pySplitSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  const spaces = new RegExp(SPACE_RUN.source, "gu");
  let start = 0;
  for (const match of text.matchAll(spaces)) {
    if (match.index > start) spans.push({ start, end: match.index });
    start = match.index + match[0].length;
  }
  if (start < text.length) spans.push({ start, end: text.length });
  return spans;
}

/** A compiled `re.compile(r"\b(w1|w2|…)\b")`; `sub` is its `.sub(repl, text)`. */
export type TPyWordAlternation = { sub(replacement: string, text: string): string };

/**
 * `re.compile(r"\b(w1|w2|…)\b")` for a str pattern: word = Python alphanumerics and `_`. In ASCII
 * text those are exactly JavaScript's \w, whose \b is far cheaper than the Unicode lookarounds
 * (0.45 s of a bench:ingest profile's 11 s of JavaScript, normalizing retrieved passages).
 */
export function pyWordAlternation(words: readonly string[]): TPyWordAlternation {
  if (!words.every((word) => /^[a-z]+$/.test(word))) throw new Error("plain lowercase words only");
  const unicode = new RegExp(`(?<!${WORD_CLASS})(?:${words.join("|")})(?!${WORD_CLASS})`, "gu");
  const ascii = new RegExp(`\\b(?:${words.join("|")})\\b`, "g");
  return { sub: (replacement, text) => text.replace(NON_ASCII.test(text) ? unicode : ascii, replacement) };
}

/** Python's `needle in haystack`: code points, so a match may not split a surrogate pair. */
export function pyIncludes(haystack: string, needle: string): boolean {
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (!splitsPair(haystack, at) && !splitsPair(haystack, at + needle.length)) return true;
  }
  return false;
}

/** Whether offset `at` of `text` falls between the two halves of a surrogate pair. */
function splitsPair(text: string, at: number): boolean {
  return at > 0 && at < text.length && isHighSurrogate(text.charCodeAt(at - 1)) && isLowSurrogate(text.charCodeAt(at));
}
