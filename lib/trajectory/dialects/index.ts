import { CHAT_MARKERS, type TVocabulary, buildVocabulary } from "../tags";
import type { TDialect } from "../types";
import type { TDialectSpec } from "./dialect";
import { hiprag } from "./hiprag";
import { proStep } from "./pro-step";
import { r1Searcher } from "./r1-searcher";
import { searchP1 } from "./search-p1";
import { searchR1 } from "./search-r1";
import { verlTool } from "./verl-tool";

export const DIALECT_SPECS: Readonly<Record<TDialect, TDialectSpec>> = {
  "search-r1": searchR1,
  "search-p1": searchP1,
  "pro-step": proStep,
  hiprag,
  "r1-searcher": r1Searcher,
  "verl-tool": verlTool,
};

export const DIALECTS = Object.keys(DIALECT_SPECS) as TDialect[];

// Most specific first: HiPRAG and Search-P1 also use <search>, so their own tags must win.
const SIGNATURES: readonly (readonly [TDialect, readonly string[]])[] = [
  ["r1-searcher", ["<|begin_of_query|>", "<|begin_of_documents|>"]],
  ["verl-tool", ["<tool_call>", "<tool_response>"]],
  ["hiprag", ["<step>", "<reasoning>", "<conclusion>", "<context>"]],
  ["search-p1", ["<plan>"]],
  ["pro-step", ["<documents>"]],
  ["search-r1", ["<search>", "<information>"]],
];

/**
 * Guesses the dialect from the response (text from `from` on, never the prompt). Without any action
 * tag, a response that closes </think> without opening it started inside a prompt-opened think, as
 * R1-Searcher's does when it never searched; everything else defaults to Search-R1.
 */
export function detectDialect(text: string, from = 0): TDialect {
  for (const [dialect, literals] of SIGNATURES) {
    if (literals.some((literal) => text.indexOf(literal, from) >= 0)) return dialect;
  }
  if (text.indexOf("<think>", from) < 0 && text.indexOf("</think>", from) >= 0) return "r1-searcher";
  return "search-r1";
}

const vocabularies = new Map<TDialect, TVocabulary>();

export function vocabularyOf(dialect: TDialect): TVocabulary {
  let vocab = vocabularies.get(dialect);
  if (!vocab) {
    vocab = buildVocabulary(DIALECT_SPECS[dialect].tags);
    vocabularies.set(dialect, vocab);
  }
  return vocab;
}

/** Every markup literal any dialect recognises, chat markers included. */
export const ALL_TAG_LITERALS: readonly string[] = [
  ...new Set([
    ...CHAT_MARKERS,
    ...Object.values(DIALECT_SPECS).flatMap((spec) => spec.tags.flatMap((tag) => [tag.open, tag.close])),
  ]),
];
