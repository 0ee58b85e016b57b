// Where in a document's own text a gold answer is, for the reader's eye. The normalization works
// per whitespace-separated word (each normalizer only looks inside words, so the words' normalized
// forms joined by spaces are the normalized text — the tests hold this on real documents); a match
// of the normalized gold is mapped back to the words it touches and those words are marked. The
// result is slices of the original string: the page renders them as text, never as HTML.
import { normalizeAnswer, type AnswerScheme } from "@/lib/metrics/answer";
import { pySplitSpans } from "@/lib/metrics/answer/python-text";
import { normalizedGolds } from "./gold-in-documents";

export type THighlightPart = { text: string; isGold: boolean };
type TRange = { start: number; end: number };

type TWord = TRange & { normalizedStart: number; normalizedEnd: number };

/** The text normalized word by word, each word keeping where it came from. */
export function normalizeByWord(text: string, scheme: AnswerScheme): { normalized: string; words: TWord[] } {
  const words: TWord[] = [];
  let normalized = "";
  for (const span of pySplitSpans(text)) {
    const word = text.slice(span.start, span.end);
    // A leading space keeps PRO-Step's/R1-Searcher's whole-string "True" → "yes" mapping from
    // applying to one word of a longer text; it changes nothing else (collapsed away).
    const piece = normalizeAnswer(word === text ? word : ` ${word}`, scheme);
    if (piece === "") continue;
    if (normalized !== "") normalized += " ";
    words.push({ ...span, normalizedStart: normalized.length, normalizedEnd: normalized.length + piece.length });
    normalized += piece;
  }
  return { normalized, words };
}

/** Original-text ranges of the words each normalized gold occurrence touches, merged, in order. */
export function goldRanges(text: string, golds: readonly string[], scheme: AnswerScheme): TRange[] {
  const wanted = normalizedGolds(golds, scheme);
  if (wanted.length === 0 || text === "") return [];
  const { normalized, words } = normalizeByWord(text, scheme);
  const ranges: TRange[] = [];
  for (const gold of wanted) {
    for (let at = normalized.indexOf(gold); at >= 0; at = normalized.indexOf(gold, at + 1)) {
      const end = at + gold.length;
      const touched = words.filter((w) => w.normalizedStart < end && w.normalizedEnd > at);
      const first = touched[0];
      const last = touched.at(-1);
      if (first && last) ranges.push({ start: first.start, end: last.end });
    }
  }
  ranges.sort((a, b) => a.start - b.start);
  const merged: TRange[] = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    if (previous && range.start <= previous.end) previous.end = Math.max(previous.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** `text` cut into plain and gold parts; joined, the parts are `text` again. */
export function highlightGold(text: string, golds: readonly string[], scheme: AnswerScheme): THighlightPart[] {
  const parts: THighlightPart[] = [];
  let last = 0;
  for (const range of goldRanges(text, golds, scheme)) {
    if (range.start > last) parts.push({ text: text.slice(last, range.start), isGold: false });
    parts.push({ text: text.slice(range.start, range.end), isGold: true });
    last = range.end;
  }
  if (last < text.length) parts.push({ text: text.slice(last), isGold: false });
  return parts;
}
