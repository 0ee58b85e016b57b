import { blankBareRoleWords } from "./bare-role-words";
import { ALL_TAG_LITERALS } from "./dialects/index";
import type { TParseResult, TParsedStep } from "./types";

// Words the parser is allowed to consume as syntax: document headers ("Doc 1(Title: …)", R1-Searcher's
// "(1)Title: … Text: …") and the JSON envelope of verl tool calls and responses. Everything else in a span must reappear in a field.
const MARKUP_WORDS = new Set(["Doc", "Title", "Text", "result", "name", "search", "arguments", "query_list", "query"]);

// verl's tool responses are JSON, and their documents are decoded; decoding escapes on both sides
// keeps "caf\u00e9" in the span equal to "café" in the field, and "\nDoc" from reading as "nDoc".
const JSON_ESCAPE = /\\(u[0-9a-fA-F]{4}|["\\/bfnrt])/g;
const SIMPLE_ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f" };
const decodeEscape = (_: string, escape: string) =>
  escape.length === 5 ? String.fromCharCode(Number.parseInt(escape.slice(1), 16)) : (SIMPLE_ESCAPES[escape] ?? escape);
const WORD = /[\p{L}\p{N}_]+/gu;

function stripMarkup(text: string): string {
  let out = text;
  for (const literal of ALL_TAG_LITERALS) out = out.split(literal).join(" ");
  return out.replace(JSON_ESCAPE, decodeEscape);
}

function countWords(text: string, into = new Map<string, number>()): Map<string, number> {
  for (const [word] of text.matchAll(WORD)) into.set(word, (into.get(word) ?? 0) + 1);
  return into;
}

function fieldWords(step: TParsedStep): Map<string, number> {
  const counts = new Map<string, number>();
  for (const field of [step.reasoning, step.query, step.conclusion, step.answer])
    countWords(stripMarkup(field ?? ""), counts);
  for (const doc of step.documents ?? [])
    countWords(stripMarkup(`${doc.id ?? ""} ${doc.title ?? ""} ${doc.text}`), counts);
  return counts;
}

/**
 * Words of the response that no step accounts for: outside every span, or inside a span but missing
 * from its fields. The parser promises an empty list; ingest can use this as a guard.
 */
export function findDroppedText(given: string, result: TParseResult): string[] {
  // verl's bare role words are markup the parser consumed (bare-role-words.ts), like a chat marker.
  const text = result.dialect === "verl-tool" ? blankBareRoleWords(given) : given;
  const dropped: string[] = [];
  let cursor = result.responseOffset;
  for (const step of result.steps) {
    for (const word of countWords(stripMarkup(text.slice(cursor, Math.max(cursor, step.span.start)))).keys()) {
      dropped.push(word);
    }
    const available = fieldWords(step);
    for (const [word, count] of countWords(stripMarkup(text.slice(step.span.start, step.span.end)))) {
      if (!MARKUP_WORDS.has(word) && (available.get(word) ?? 0) < count) dropped.push(word);
    }
    cursor = Math.max(cursor, step.span.end);
  }
  for (const word of countWords(stripMarkup(text.slice(cursor))).keys()) dropped.push(word);
  return dropped;
}
