import type { TTagPair } from "../tags";
import type { TDialect } from "../types";
import type { TGrammar } from "../validity";

export type TDialectSpec = {
  name: TDialect;
  tags: readonly TTagPair[];
  grammar: TGrammar;
  /** Turns the raw text of a query block into the query; null when there is none. */
  readQuery: (raw: string) => string | null;
  /** The stack's own format check over the response, where it publishes one; else the grammar decides. */
  checkFormat?: (response: string) => boolean;
};

export function readPlainQuery(raw: string): string | null {
  return raw.trim() || null;
}

// The Search-R1 family (Search-R1, ZeroSearch, StepSearch; PRO-Step and Search-P1 reuse it):
// think → (search → information → think)* → answer, whitespace only between tags.
export const SEARCH_R1_TRANSITIONS = {
  start: { think: "in_think" },
  in_think: { "/think": "after_think" },
  after_think: { query: "in_query", answer: "in_answer" },
  in_query: { "/query": "after_query" },
  after_query: { docs: "in_docs" },
  in_docs: { "/docs": "after_docs" },
  after_docs: { think: "in_think" },
  in_answer: { "/answer": "end" },
} as const satisfies TGrammar["transitions"];

export const SEARCH_R1_CONTENT_STATES = ["in_think", "in_query", "in_docs", "in_answer"] as const;
